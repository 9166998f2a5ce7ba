import LocatorLabModel

/// What a locator finds after a mutation, compared with what it found
/// before, by element identity.
public enum SurvivalOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// Exactly the same elements.
    case same
    /// Nothing any more.
    case broken
    /// The same elements and others too.
    case ambiguous
    /// Other elements: the test would act on the wrong one.
    case wrongElement = "wrong-element"
    /// The locator could not be evaluated on the mutated page source.
    case failed

    public var survived: Bool { self == .same }

    /// Compares the original elements a locator finds after the mutation
    /// (`nil` for elements the mutation added) with those it found before.
    public init(before: [ElementID], after: [ElementID?]) {
        let original = Set(before)
        let found = Set(after.compactMap { $0 })
        if after.isEmpty {
            self = .broken
        } else if after.count == before.count && found == original && !after.contains(nil) {
            self = .same
        } else if original.isSubset(of: found) {
            self = .ambiguous
        } else {
            self = .wrongElement
        }
    }
}
