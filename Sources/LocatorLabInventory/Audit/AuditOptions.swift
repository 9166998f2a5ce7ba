/// What `locatorlab audit` checks beyond its fixed rules.
public struct AuditOptions: Sendable, Hashable {
    /// A regular expression every accessibility identifier must match as a
    /// whole (Swift `Regex` syntax); `nil` skips the convention check.
    public var convention: String?
    /// The coverage below which the audit fails, in percent (0–100).
    public var minimumCoverage: Double?

    public init(convention: String? = nil, minimumCoverage: Double? = nil) {
        self.convention = convention
        self.minimumCoverage = minimumCoverage
    }
}
