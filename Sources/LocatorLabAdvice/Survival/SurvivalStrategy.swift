/// The ways of finding the target element that survival compares.
public enum SurvivalStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// The XPath as written.
    case xpath
    /// The identifier lookup (the accessibility id or Android id timed as
    /// `id-index`).
    case identifier = "id"
    /// The best suggested locator.
    case suggestion
}
