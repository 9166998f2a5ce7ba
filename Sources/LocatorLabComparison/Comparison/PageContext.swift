import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// One page source during a comparison: its engine, which builds the query
/// documents on first use and shares them between evaluation and timing.
final class PageContext {
    let input: Screen
    let engine: LocatorEngine
    let settings: CompareSettings

    /// `engine`: one already built for `input` with the settings' package
    /// and limits (a server's), or `nil` to build one, which reads XPaths
    /// through `preparations` (the run's, shared by its page sources).
    init(
        input: Screen, settings: CompareSettings, engine: LocatorEngine? = nil,
        preparations: XPathPreparationCache? = nil
    ) {
        self.input = input
        self.settings = settings
        if let engine {
            self.engine = engine
        } else {
            self.engine = LocatorEngine(tree: input.tree, appPackage: settings.appPackage, limits: settings.xpathLimits)
            self.engine.sharedPreparations = preparations
        }
    }

    var tree: ElementTree { input.tree }

    /// Every element's frame, read once for all the geometry moves of the
    /// survival trials of this page source's locators.
    private(set) lazy var frames: [Frame?] = input.tree.frames()

    /// The shared ranking of an element's locators (`inspect` and `convert`
    /// give the same), with the comparison's mutations and seeds.
    private(set) lazy var ranking = LocatorRanking(
        engine: engine, trials: LocatorRanking.Trials(kinds: settings.mutations, seeds: settings.seeds), frames: frames)

    /// The driver snapshot timings of this page source, shared by its locators.
    private(set) lazy var snapshots = DriverSnapshotTimings(tree: input.tree)

    /// The document a driver queries for `expression`, for timing: the one
    /// the engine evaluated it on.
    func timingDocument(for expression: String) -> LXDocument? {
        // `try?`: the analysis built this document already; without it
        // (out of memory) the locator goes untimed, its matches unchanged.
        try? engine.queryDocument(for: expression)
    }

    /// The elements `expression` matches on the page-source file's shape
    /// (with the `AppiumAUT` wrapper and page-source-only attributes), the
    /// wrapper itself left out; empty when the shapes cannot differ.
    func fileOnlyMatches(_ expression: String) throws(LocatorError) -> [ElementID] {
        try engine.pageSourceFileMatches(expression)
    }
}
