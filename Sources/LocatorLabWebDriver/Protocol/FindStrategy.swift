import LocatorLabLocators
import LocatorLabModel

/// Which ``LocatorStrategy`` a find's `using` is on a platform, as the
/// drivers accept them:
///
/// - the XCUITest driver: `xpath`, `id`, `name`, `class name`,
///   `accessibility id`, `-ios predicate string`, `-ios class chain`
///   (`locatorStrategies` in xcuitest-driver's `driver.ts`); `id` and `name`
///   are WebDriverAgent's accessibility-id lookup (``WireStrategy``);
/// - UiAutomator2: `xpath`, `id`, `class name`, `accessibility id`,
///   `-android uiautomator` (uiautomator2-driver's `driver.ts`).
///
/// Any other `using` is refused before the driver sees it, by Appium's base
/// driver (`validateLocatorStrategy`, `basedriver/commands/find.ts`) with
/// `invalid selector` and "Locator Strategy '…' is not supported for this
/// session". `css selector` is accepted by both drivers (each translates
/// it to its own language) but LocatorLab does not evaluate CSS: it is
/// translated only in the three forms plain selenium sends for its own
/// `By.ID`, `By.NAME` and `By.CLASS_NAME` (`[id="v"]`, `[name="v"]`,
/// `.v`; selenium's `by.py` turns those into CSS in W3C mode), as the
/// drivers' CSS converters read them (xcuitest-driver `css-converter.ts`:
/// `id` and `name` are the accessibility id; uiautomator2-driver
/// `css-converter.ts`: `id` is the resource id); any other CSS is refused
/// with a message that says so.
enum FindStrategy {
    static func resolve(_ using: String, _ value: String, on platform: Platform) throws(WebDriverError) -> Locator {
        if case .evaluated(let strategy) = WireStrategy(using: using, on: platform) {
            return Locator(strategy: strategy, value: value)
        }
        if using == "css selector" {
            if let locator = seleniumCSS(value, on: platform) { return locator }
            throw WebDriverError(
                .invalidSelector,
                "Locator Strategy 'css selector' is not supported by locatorlab replay beyond [id=\"…\"], "
                    + "[name=\"…\"] and .class (the \(platform.driverName) driver translates CSS into its own query "
                    + "language; send that instead)")
        }
        if LocatorStrategy(name: using) == .xcuitest {
            // Appium's base driver refuses it as any unknown strategy; the
            // reason is added so a test author learns why.
            throw WebDriverError(
                .invalidSelector,
                "Locator Strategy '\(using)' is not supported for this session: an XCUITest query is Swift that XCTest "
                    + "evaluates inside the UI test, and no driver takes it over the wire (locatorlab query --strategy "
                    + "xcuitest evaluates it on a page source)")
        }
        throw WebDriverError(.invalidSelector, "Locator Strategy '\(using)' is not supported for this session")
    }

    /// The locator selenium's `[id="v"]`, `[name="v"]` or `.v` stands for.
    static func seleniumCSS(_ css: String, on platform: Platform) -> Locator? {
        let unescaped = { (text: Substring) in
            var result = ""
            var escaping = false
            for character in text {
                if escaping || character != "\\" {
                    result.append(character)
                    escaping = false
                } else {
                    escaping = true
                }
            }
            return result
        }
        if css.hasPrefix("."), css.count > 1 {
            return Locator(strategy: .className, value: unescaped(css.dropFirst()))
        }
        for attribute in ["id", "name"] {
            let prefix = "[\(attribute)=\""
            guard css.hasPrefix(prefix), css.hasSuffix("\"]"), css.count >= prefix.count + 2 else { continue }
            let value = unescaped(css.dropFirst(prefix.count).dropLast(2))
            switch (platform, attribute) {
            case (.ios, _): return Locator(strategy: .accessibilityID, value: value)
            case (.android, "id"): return Locator(strategy: .id, value: value)
            default: return nil
            }
        }
        return nil
    }
}
