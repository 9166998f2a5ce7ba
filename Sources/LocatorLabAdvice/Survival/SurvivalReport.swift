/// Survival of one locator on one page source: every trial, the mutations
/// that did not apply, and the rate per strategy.
public struct SurvivalReport: Sendable, Hashable, Encodable {
    /// The locators whose survival was checked, by strategy.
    public var strategies: [StrategyLocator]
    public var trials: [SurvivalTrial]
    /// Mutations that had nothing to work on (e.g. no list cell), by kind.
    public var notApplicable: [MutationKind]
    public var rates: [SurvivalRate]

    public init(strategies: [StrategyLocator], trials: [SurvivalTrial], notApplicable: [MutationKind]) {
        self.strategies = strategies
        self.trials = trials
        self.notApplicable = notApplicable
        self.rates = SurvivalRate.rates(of: trials)
    }

    /// The rate of `strategy`, if it was tried.
    public func rate(for strategy: SurvivalStrategy) -> SurvivalRate? {
        rates.first { $0.strategy == strategy }
    }
}
