/// A locator written with a client's prefix, as one line of a locators file
/// or a `--locator`: the forms a test engineer copies from a suite.
///
/// - WebdriverIO selectors (webdriverio `src/utils/findStrategy.ts`): `~V`
///   (accessibility id), `android=V` (UiSelector), and the direct form
///   `<strategy>:V` for every W3C/Appium strategy name (`id:V`,
///   `-ios class chain:V`, `-ios predicate string:V`, `xpath:V`,
///   `accessibility id:V`, `class name:V`, `-android uiautomator:V`);
/// - AppiumLibrary's `prefix=V` (its `_strategies` table, the
///   ``ClientStrategyNames/robotPrefix`` column): `accessibility_id=`, `id=`,
///   `xpath=`, `class=`, `nsp=`, `chain=`, `android=`; and `name=`, which
///   WebDriverAgent matches against `name` exactly as accessibility id
///   (`FBFindElementCommands.m` sends `name`, `id` and `accessibility id`
///   to one identifier lookup; UiAutomator2 has no `name` strategy, so on
///   Android it is not the same: noted in the README);
/// - LocatorLab's own `strategy=V` (``Locator/description``:
///   `accessibility-id=V`, `class-chain=V`, `uiautomator=V`);
/// - anything else is an XPath, as the file held before prefixes:
///   `//…`, `(…)[1]`, `/AppiumAUT/…`, `.//…` or a bare step.
///
/// A prefix is matched exactly as written (WebdriverIO's are case-sensitive).
extension Locator {
    public init(prefixed text: String) {
        for (prefix, strategy) in Self.prefixes where text.hasPrefix(prefix) {
            self.init(strategy: strategy, value: String(text.dropFirst(prefix.count)))
            return
        }
        self = .xpath(text)
    }

    /// Longest first, so `accessibility id:` wins over a shorter prefix.
    private static let prefixes: [(String, LocatorStrategy)] = {
        var table: [(String, LocatorStrategy)] = [("name=", .accessibilityID)]
        for strategy in LocatorStrategy.allCases {
            let names = ClientStrategyNames(strategy)
            if let prefix = names.webdriverIOPrefix, !prefix.isEmpty { table.append((prefix, strategy)) }
            if let wire = strategy.webDriverName { table.append((wire + ":", strategy)) }
            table.append((names.robotPrefix, strategy))
            table.append((strategy.rawValue + "=", strategy))
        }
        var seen: Set<String> = []
        return table.filter { seen.insert($0.0).inserted }.sorted { $0.0.count > $1.0.count }
    }()
}
