import LocatorLabAdvice
/// A fragility rule as the report documents it.
public struct RuleDescription: Sendable, Hashable, Encodable {
    public var id: String
    public var title: String
    public var severity: FragilitySeverity
    public var rationale: String

    public init(_ rule: FragilityRule) {
        id = rule.id
        title = rule.title
        severity = rule.severity
        rationale = rule.rationale
    }
}
