import LocatorLabModel

extension ClientLanguage {
    /// The statement that finds `locator` in this client, as the inspector
    /// offers it to copy (inspector-code.js `clientCode`, the same forms
    /// from the same table), for callers without the page: the MCP server's
    /// `locators_for_element`. `nil` when the client cannot say the locator
    /// (XCUITest's subscript matches an iOS identifier only; Robot's
    /// keywords take the locator itself, so Robot gets the locator cell).
    public func findStatement(
        for locator: Locator, elementType: String, identifier: String?, platform: Platform
    ) -> String? {
        let rules = literalRules
        let quoted = { (text: String) in rules.literal(text) }
        // An XCUITest query is a Swift test's own statement; no Appium
        // client can send it (it has no WebDriver name).
        guard let wireName = locator.strategy.webDriverName else {
            return locatorForm == .subscript ? locator.value : nil
        }
        guard let name = strategyName(locator.strategy) else {
            guard let call = protocolCall else { return nil }
            return call.replacingHole("strategy", with: quoted(wireName))
                .replacingHole("value", with: quoted(locator.value))
        }
        let argument: String
        switch locatorForm {
        case .call: argument = name + "(" + quoted(locator.value) + ")"
        case .arguments: argument = name + ", " + quoted(locator.value)
        case .prefixed: argument = quoted(name + locator.value)
        case .subscript:
            guard platform == .ios, let identifier, !identifier.isEmpty, locator.value == identifier else { return nil }
            argument = "[" + quoted(locator.value) + "]"
        }
        guard let call = findCall else { return argument }
        let query = XCUIElementTypeTable.entry(forFullName: elementType)?.queryName ?? "descendants(matching: .any)"
        return call.replacingHole("query", with: query).replacingHole("locator", with: argument)
    }
}

extension String {
    /// Fills `{hole}` once; the value is not searched again for holes.
    fileprivate func replacingHole(_ hole: String, with value: String) -> String {
        guard let range = range(of: "{" + hole + "}") else { return self }
        return replacingCharacters(in: range, with: value)
    }
}
