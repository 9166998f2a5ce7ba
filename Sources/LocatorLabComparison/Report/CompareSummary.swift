import LocatorLabAdvice
/// The headline figures of a comparison.
public struct CompareSummary: Sendable, Encodable {
    /// A count per key, in a stable order.
    public struct Count: Sendable, Hashable, Encodable {
        public var key: String
        public var count: Int
    }

    /// A ratio's median over every locator and page source where both
    /// sides were measured.
    public struct MedianRatio: Sendable, Hashable, Encodable {
        public var ratio: String
        public var median: Double
        public var pairs: Int
    }

    public var locators: Int
    public var invalidLocators: Int
    public var pageSources: Int
    /// Locator × page source results by ``LocatorStatus``.
    public var statuses: [Count]
    /// Fragility findings by rule, over all locators.
    public var findings: [Count]
    /// Survival per strategy over every trial of every locator and page source.
    public var survival: [SurvivalRate]
    public var ratios: [MedianRatio]

    public init(locators: [LocatorReport], pageSources: Int) {
        self.locators = locators.count
        invalidLocators = locators.filter { $0.invalid != nil }.count
        self.pageSources = pageSources
        let results = locators.flatMap(\.pages)
        // `list` belongs to recorded runs' plural finds; compare has none.
        // Results on other screens are counted, not listed (``LocatorReport/notThisScreen``).
        let otherScreens = locators.reduce(0) { $0 + $1.notThisScreen }
        statuses = LocatorStatus.allCases.filter { $0 != .list }.map { status in
            let listed = results.filter { $0.status == status }.count
            return Count(key: status.rawValue, count: status == .notThisScreen ? listed + otherScreens : listed)
        }
        findings = FragilityCatalog.all.compactMap { rule in
            let count = locators.flatMap(\.findings).filter { $0.rule == rule.id }.count
            return count == 0 ? nil : Count(key: rule.id, count: count)
        }
        survival = SurvivalRate.combined(results.compactMap(\.survival).flatMap(\.rates))
        ratios = TimingRatio.reported.compactMap { numerator, denominator in
            let values = results.compactMap { $0.timings?.ratio(numerator, denominator) }.sorted()
            guard !values.isEmpty else { return nil }
            return MedianRatio(
                ratio: "\(numerator.rawValue)/\(denominator.rawValue)",
                median: TimingStatistics.percentile(0.5, ofSorted: values),
                pairs: values.count
            )
        }
    }
}
