import LocatorLabModel

/// One fragile construct found in an XPath: which rule, where, and what
/// exactly. The rule's rationale (why it matters) is in ``FragilityRule``.
///
/// The severity is encoded as its fragility grade ("high", "medium", "low"),
/// the words compare reports and the inspector have always shown.
public struct FragilityFinding: Sendable, Hashable, Codable {
    /// The rule's identifier, e.g. `positional-index`.
    public var rule: String
    public var severity: Severity
    /// Character offset (from 0) in the expression.
    public var offset: Int
    /// What the rule found here, as a lowercase sentence fragment.
    public var message: String

    public init(rule: String, severity: Severity, offset: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.offset = offset
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, offset, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        let grade = try container.decode(String.self, forKey: .severity)
        guard let severity = Severity(fragilityGrade: grade) else {
            throw DecodingError.dataCorruptedError(
                forKey: .severity, in: container, debugDescription: "not a fragility grade: \(grade)")
        }
        self.severity = severity
        offset = try container.decode(Int.self, forKey: .offset)
        message = try container.decode(String.self, forKey: .message)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity.fragilityGrade, forKey: .severity)
        try container.encode(offset, forKey: .offset)
        try container.encode(message, forKey: .message)
    }
}
