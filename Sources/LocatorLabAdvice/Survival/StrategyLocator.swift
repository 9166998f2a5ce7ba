import LocatorLabLocators

/// The locator a survival strategy stands for, and how many elements it
/// found on the unchanged page source.
public struct StrategyLocator: Sendable, Hashable, Encodable {
    public var strategy: SurvivalStrategy
    public var locator: Locator
    public var count: Int

    public init(strategy: SurvivalStrategy, locator: Locator, count: Int) {
        self.strategy = strategy
        self.locator = locator
        self.count = count
    }
}
