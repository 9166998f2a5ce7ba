/// One fragile construct found in an XPath: which rule, where, and what
/// exactly. The rule's rationale (why it matters) is in ``FragilityRule``.
public struct FragilityFinding: Sendable, Hashable, Codable {
    /// The rule's identifier, e.g. `positional-index`.
    public var rule: String
    public var severity: FragilitySeverity
    /// Character offset (from 0) in the expression.
    public var offset: Int
    /// What the rule found here, as a lowercase sentence fragment.
    public var message: String

    public init(rule: String, severity: FragilitySeverity, offset: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.offset = offset
        self.message = message
    }
}
