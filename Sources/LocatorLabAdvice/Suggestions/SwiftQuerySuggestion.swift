import LocatorLabLocators

/// The XCUITest query suggested for an iOS element, beside the Appium
/// locators: the best of ``XCUIQueryWriter``'s candidates, with the
/// fragility rules it triggers (a label key, a position).
public struct SwiftQuerySuggestion: Sendable, Hashable, Codable {
    /// `app.buttons["Profile.doneButton"]`.
    public var query: String
    /// What it is built on: `identifier`, `anchored-identifier`, `label`, `position`.
    public var basis: XCUIQueryWriter.Basis
    /// The fragility rules it triggers (``FragilityRule/ruleIDs(in:)``).
    public var findings: [String]

    public init(_ candidate: XCUIQueryWriter.Candidate) {
        query = candidate.query
        basis = candidate.basis
        findings = FragilityRule.ruleIDs(in: .xcuitest(candidate.query))
    }

    /// The query with what it is built on, for a report line:
    /// `app.staticTexts["Welcome back"] (label: changes with the language)`.
    public var described: String {
        switch basis {
        case .identifier: query
        case .anchoredIdentifier: query + " (the identifier below a uniquely identified ancestor)"
        case .label: query + " (label: changes with the language)"
        case .position: query + " (position: breaks when similar elements move)"
        }
    }
}
