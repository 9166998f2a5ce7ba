/// What a locator finds on one page source, in one word.
public enum LocatorStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Exactly one element.
    case unique
    /// Several elements: the test acts on the first, which may be the wrong one.
    case ambiguous
    /// No element.
    case broken
    /// The locator could not be evaluated (see the result's error).
    case error

    public init(count: Int) {
        self = count == 0 ? .broken : count == 1 ? .unique : .ambiguous
    }
}
