import LocatorLabLocators
import LocatorLabModel

/// One engine per screen and Android package, built on first use and shared
/// by every locator of the run.
struct ScreenEngines {
    let settings: CompareSettings
    private var engines: [String: LocatorEngine] = [:]

    init(settings: CompareSettings) {
        self.settings = settings
    }

    mutating func engine(for screen: Screen, appPackage: String?) -> LocatorEngine {
        let key = screen.name + "\u{0}" + (appPackage ?? "")
        if let known = engines[key] { return known }
        let made = LocatorEngine(tree: screen.tree, appPackage: appPackage, limits: settings.xpathLimits)
        engines[key] = made
        return made
    }
}
