import LocatorLabAdvice
import LocatorLabXML

/// What a comparison measures and how thoroughly.
public struct CompareSettings: Sendable, Hashable {
    public var measurement: MeasurementSettings
    /// The timings to take; empty skips timing altogether.
    public var timings: Set<TimingKind>
    public var mutations: [MutationKind]
    /// Seeds for the seeded mutations; each gives one trial per mutation.
    public var seeds: [UInt64]
    /// Suggestions are made for at most this many of an XPath's matches.
    public var maximumTargets: Int
    /// Matches listed in the report per locator and page source (all are counted).
    public var maximumListedMatches: Int
    /// Android: the package ids are completed with (see ``LocatorLabLocators/LocatorEngine``).
    public var appPackage: String?
    /// The bounds on each XPath evaluation (`--xpath-operation-limit`,
    /// `--xpath-timeout`).
    public var xpathLimits: XPathLimits
    /// Threads that analyse locators at once (timings always run alone).
    public var workers: Int
    /// Page sources named as one screen (`--screen`, `screens:` in
    /// `locatorlab.yml`); the others are grouped by ``ScreenGrouping``.
    public var screens: [ScreenGrouping.NamedGroup]

    public init(
        measurement: MeasurementSettings = MeasurementSettings(), timings: Set<TimingKind> = Set(TimingKind.allCases),
        mutations: [MutationKind] = MutationKind.allCases, seeds: [UInt64] = [1, 2, 3], maximumTargets: Int = 3,
        maximumListedMatches: Int = 20, appPackage: String? = nil,
        xpathLimits: XPathLimits = .default, workers: Int = 1, screens: [ScreenGrouping.NamedGroup] = []
    ) {
        self.measurement = measurement
        self.timings = timings
        self.mutations = mutations
        self.seeds = seeds
        self.maximumTargets = max(1, maximumTargets)
        self.maximumListedMatches = max(0, maximumListedMatches)
        self.appPackage = appPackage
        self.xpathLimits = xpathLimits
        self.workers = max(1, workers)
        self.screens = screens
    }
}
