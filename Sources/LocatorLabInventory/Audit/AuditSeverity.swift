/// How much an audit finding matters, with SARIF's level names.
public enum AuditSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Tests cannot reliably find the element (real identifier collisions).
    case error
    /// Tests can find it, but fragilely or not at all without changes.
    case warning
    /// Worth knowing; often harmless.
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    /// Errors first.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}
