/// Why an identifier is a poor locator even when it finds the element today.
public enum IdentifierProblem: Sendable, Hashable {
    /// Machine-made: it changes between builds or sessions.
    case generated(GeneratedIdentifierPattern)
    /// It changes with the element's state.
    case carriesState(StateCarryingPattern)

    /// A sentence fragment for messages: "looks generated (a UUID)".
    public var phrase: String {
        switch self {
        case .generated(let pattern): return "looks generated (\(pattern.phrase))"
        case .carriesState(let pattern): return "carries state (\(pattern.phrase))"
        }
    }
}
