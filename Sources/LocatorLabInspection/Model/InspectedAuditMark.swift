import LocatorLabInventory
import LocatorLabModel

/// An audit finding as the page shows it on the element it concerns.
public struct InspectedAuditMark: Sendable, Hashable, Encodable {
    public var rule: AuditRule
    public var severity: Severity
    public var message: String
    /// A suggested identifier (missing identifiers only).
    public var suggestion: String?

    public init(rule: AuditRule, severity: Severity, message: String, suggestion: String?) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
    }
}
