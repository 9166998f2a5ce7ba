extension IdentifierRequest {
    /// `XCUIElementTypeButton 'Save'`: the type and what the element shows.
    public var elementDescription: String {
        guard let shown = element.shown else { return element.type }
        let line = shown.split(whereSeparator: \.isNewline).first.map(String.init) ?? shown
        return "\(element.type) '\(line.count > 40 ? line.prefix(39) + "…" : line)'"
    }

    /// `proposed: Settings.SaveButton`, with the label it is built from when
    /// it is: the reader should know that part follows the page source's
    /// language, not the code's.
    public var proposalText: String {
        var text = "proposed: \(proposed)"
        if let proposalLabel {
            text += " (built from its label '\(proposalLabel)', in the page source's language)"
        }
        return text
    }

    /// One sentence for SARIF and JUnit: what has no identifier, where, and what to add.
    public var message: String {
        let count = locators.count
        // A Swift test asks with queries; a request asked by both says "locators".
        let queries = locators.filter(\.isSwiftQuery).count
        let kind: ConvertedLocatorKind? = queries == 0 ? .xpath : queries == count ? .xcuitestQuery : nil
        let named =
            count == 1
            ? (kind?.name ?? "locator") : "\(count) \(kind?.pluralName ?? "locators")"
        return "\(elementDescription) on \(element.pageSource) (\(element.path.expression)) has no identifier, "
            + "so no identifier can replace the \(named) that find it; "
            + proposalText
    }
}
