/// How serious a finding is, in SARIF's words: GitHub code scanning shows
/// `error` and `warning` as alerts and `note` as a hint. Audit findings,
/// fragility findings and SARIF results all use it.
///
/// It lives in Model, below every feature, because advice (fragility rules)
/// needs only Locators and Model and should not import a report format to
/// say how bad a locator is; SARIF in Reporting maps onto it, not the other
/// way round.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Tests cannot reliably find the element, or the locator breaks on a
    /// device or after routine changes (layout, localization).
    case error
    /// Tests find it fragilely, or the locator breaks after some changes or
    /// depends on data.
    case warning
    /// Worth knowing; often harmless (slower or harder to read, rarely
    /// breaks on its own).
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The word fragility findings print and encode ("high", "medium",
    /// "low"), kept so compare reports and the inspector read as before.
    public var fragilityGrade: String {
        switch self {
        case .error: "high"
        case .warning: "medium"
        case .note: "low"
        }
    }

    /// The severity a fragility grade names, or `nil`.
    public init?(fragilityGrade: String) {
        guard let severity = Self.allCases.first(where: { $0.fragilityGrade == fragilityGrade }) else { return nil }
        self = severity
    }
}
