/// How likely a fragility finding is to break a test after an ordinary UI
/// change.
public enum FragilitySeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Breaks on a device or after routine changes (layout, localization).
    case high
    /// Breaks after some changes, or makes the locator depend on data.
    case medium
    /// Worth knowing: slower or harder to read, rarely breaks on its own.
    case low

    private var order: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }

    /// High sorts first.
    public static func < (lhs: FragilitySeverity, rhs: FragilitySeverity) -> Bool {
        lhs.order < rhs.order
    }
}
