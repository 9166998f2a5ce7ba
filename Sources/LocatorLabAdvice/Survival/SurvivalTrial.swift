/// One mutation of the page source and what each strategy found after it.
/// A strategy that does not exist for this locator (no identifier, no
/// suggestion) has no outcome.
public struct SurvivalTrial: Sendable, Hashable, Codable {
    public var mutation: MutationKind
    public var seed: UInt64
    /// What the mutation did.
    public var summary: String
    public var xpath: SurvivalOutcome?
    public var identifier: SurvivalOutcome?
    public var suggestion: SurvivalOutcome?

    public init(
        mutation: MutationKind, seed: UInt64, summary: String, xpath: SurvivalOutcome?, identifier: SurvivalOutcome?,
        suggestion: SurvivalOutcome?
    ) {
        self.mutation = mutation
        self.seed = seed
        self.summary = summary
        self.xpath = xpath
        self.identifier = identifier
        self.suggestion = suggestion
    }

    public func outcome(for strategy: SurvivalStrategy) -> SurvivalOutcome? {
        switch strategy {
        case .xpath: xpath
        case .identifier: identifier
        case .suggestion: suggestion
        }
    }

    private enum CodingKeys: String, CodingKey {
        case mutation, seed, summary, xpath
        case identifier = "id"
        case suggestion
    }
}
