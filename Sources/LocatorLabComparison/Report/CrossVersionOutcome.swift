/// Whether a locator finds "its" element in another page source of the
/// same screen (see ``ElementCounterpart`` for how the element is found there).
public enum CrossVersionOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// It finds exactly the counterpart.
    case found
    /// It finds nothing.
    case broken
    /// It finds the counterpart and other elements.
    case ambiguous
    /// It finds other elements but not the counterpart.
    case wrongElement = "wrong-element"
    /// The element has no counterpart there (removed, or not recognisable).
    case noCounterpart = "no-counterpart"
    /// The locator could not be evaluated there.
    case error
}
