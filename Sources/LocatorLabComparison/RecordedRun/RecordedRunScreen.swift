import LocatorLabLocators
import LocatorLabModel

/// One screen of a recorded run, read: what ``RecordedRunAnalysis`` judges
/// the run's finds on.
public struct RecordedRunScreen: Sendable {
    /// The id finds name (`screen-001`).
    public var id: String
    /// How reports name its page source (a path).
    public var pageSource: String
    public var tree: ElementTree

    public init(id: String, pageSource: String, tree: ElementTree) {
        self.id = id
        self.pageSource = pageSource
        self.tree = tree
    }
}

/// One engine per screen and Android package, built on first use and shared
/// by every locator of the run.
struct ScreenEngines {
    let settings: CompareSettings
    private var engines: [String: LocatorEngine] = [:]

    init(settings: CompareSettings) {
        self.settings = settings
    }

    mutating func engine(for screen: RecordedRunScreen, appPackage: String?) -> LocatorEngine {
        let key = screen.id + "\u{0}" + (appPackage ?? "")
        if let known = engines[key] { return known }
        let made = LocatorEngine(tree: screen.tree, appPackage: appPackage, limits: settings.xpathLimits)
        engines[key] = made
        return made
    }
}
