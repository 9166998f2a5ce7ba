import LocatorLabAdvice
import LocatorLabModel

/// A fragility rule as the report documents it; the severity is encoded as
/// its fragility grade ("high", "medium", "low").
public struct RuleDescription: Sendable, Hashable, Encodable {
    public var id: String
    public var title: String
    public var severity: Severity
    public var rationale: String

    public init(_ rule: FragilityRule) {
        id = rule.id
        title = rule.title
        severity = rule.severity
        rationale = rule.rationale
    }

    public init(_ rule: FragilityCatalog.Entry) {
        id = rule.id
        title = rule.title
        severity = rule.severity
        rationale = rule.rationale
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, severity, rationale
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(severity.fragilityGrade, forKey: .severity)
        try container.encode(rationale, forKey: .rationale)
    }
}
