import LocatorLabModel

extension LocatorEngine {
    /// The elements `locator` selects, as ``evaluate(_:)`` finds them but
    /// without its notes, answered from the model when the XPath allows it
    /// (``ModelXPath``). For analyses that evaluate the same locators on many
    /// variants of a screen (survival trials); timings never use it.
    public func matchingElements(_ locator: Locator) throws(LocatorError) -> [ElementID] {
        if locator.strategy == .xpath, let path = prepare(locator.value).modelPath {
            return path.matches(in: tree)
        }
        return try evaluate(locator).matches
    }
}
