import LocatorLabLocators
import LocatorLabModel

/// Which ``LocatorStrategy`` a find's `using` is on a platform, as the
/// drivers accept them:
///
/// - the XCUITest driver: `xpath`, `id`, `name`, `class name`,
///   `accessibility id`, `-ios predicate string`, `-ios class chain`
///   (`locatorStrategies` in xcuitest-driver's `driver.ts`); `id` and `name`
///   are WebDriverAgent's accessibility-id lookup (formats.md 4.3);
/// - UiAutomator2: `xpath`, `id`, `class name`, `accessibility id`,
///   `-android uiautomator` (uiautomator2-driver's `driver.ts`).
///
/// Any other `using` is refused before the driver sees it, by Appium's base
/// driver (`validateLocatorStrategy`, `basedriver/commands/find.ts`) with
/// `invalid selector` and "Locator Strategy '…' is not supported for this
/// session". `css selector` is accepted by both drivers (each translates
/// it to its own language) but LocatorLab does not evaluate CSS: it is
/// refused the same way, with a message that says so.
enum FindStrategy {
    static func resolve(_ using: String, on platform: Platform) throws(WebDriverError) -> LocatorStrategy {
        if platform == .ios, using == "name" { return .accessibilityID }
        if let strategy = LocatorStrategy(webDriverName: using), strategy.onlyPlatform == nil || strategy.onlyPlatform == platform {
            return strategy
        }
        if using == "css selector" {
            throw WebDriverError(
                .invalidSelector,
                "Locator Strategy 'css selector' is not supported by locatorlab replay (the \(platform.driverName) "
                    + "driver translates CSS into its own query language; send that instead)")
        }
        throw WebDriverError(.invalidSelector, "Locator Strategy '\(using)' is not supported for this session")
    }
}
