/// The kind of state an identifier was found to carry (see
/// ``IdentifierQuality/statePattern(in:)``). Such a name changes when the
/// element's state does, so a locator built on it finds the element only in
/// one state.
public enum StateCarryingPattern: String, Sendable, Hashable, Codable {
    /// A query-like suffix, `CapsuleNavigationBar?isSelected=true`.
    case query
    /// A state word as a word of its own: `selected`, `checked`, `focused`…
    case stateWord = "state-word"
    /// A count: `Inbox (3)`, `12 unread`, `2 of 5`.
    case count
    /// A time or date: `9:41`, `2024-06-11`.
    case time

    /// How messages describe it.
    public var phrase: String {
        switch self {
        case .query: return "a query-like state such as ?isSelected=true"
        case .stateWord: return "a state word such as selected or checked"
        case .count: return "a count"
        case .time: return "a time or date"
        }
    }
}
