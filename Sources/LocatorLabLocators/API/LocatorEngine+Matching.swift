import LocatorLabModel

extension LocatorEngine {
    /// The elements `locator` selects, as ``evaluate(_:)`` finds them but
    /// without its notes, answered from the model when the XPath allows it
    /// (``ModelXPath``). For analyses that evaluate many XPaths only to know
    /// what they select (survival trials on variants of a screen, verifying
    /// suggested locators); timings never use it.
    public func matchingElements(_ locator: Locator) throws(LocatorError) -> [ElementID] {
        if locator.strategy == .xpath, let path = prepare(locator.value).modelPath {
            return path.matches(in: tree)
        }
        return try evaluate(locator).matches
    }
}
