import LocatorLabLocators

/// Survival of one locator on one page source: every trial, the mutations
/// that did not apply, and the rate per strategy.
public struct SurvivalReport: Sendable, Hashable, Codable {
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

/// The ways of finding the target element that survival compares.
public enum SurvivalStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// The locator as written: an XPath, or an XCUITest query (reports
    /// name that row `xcuitest`).
    case xpath
    /// The identifier lookup (the accessibility id or Android id timed as
    /// `id-index`).
    case identifier = "id"
    /// The best suggested locator.
    case suggestion
}

/// The locator a survival strategy stands for, and how many elements it
/// found on the unchanged page source.
public struct StrategyLocator: Sendable, Hashable, Codable {
    public var strategy: SurvivalStrategy
    public var locator: Locator
    public var count: Int

    public init(strategy: SurvivalStrategy, locator: Locator, count: Int) {
        self.strategy = strategy
        self.locator = locator
        self.count = count
    }
}
