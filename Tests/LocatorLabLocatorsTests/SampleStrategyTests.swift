import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// The worked examples of the README and `query --help`, on the bundled
/// samples, with what each finds checked by hand against the files.
@Suite("Native strategies on the bundled samples")
struct SampleStrategyTests {
    @Test func predicateFindsTheReviewButton() throws {
        let tree = try SamplePageSources.tree("ios-health-summary.xml")
        let result = try LocatorEngine(tree: tree).evaluate(
            .predicate("type == 'XCUIElementTypeButton' AND label BEGINSWITH[c] 'review'"))
        #expect(result.matches.map { tree.attribute("name", of: $0) } == ["UIA.Health.ReviewHealthChecklistTile.ReviewButton"])
        // The same button through its label, and its own text with it.
        let both = try LocatorEngine(tree: tree).evaluate(.predicate("label ==[c] 'review'"))
        #expect(both.matches.map { tree.type(of: $0) } == ["XCUIElementTypeButton", "XCUIElementTypeStaticText"])
    }

    @Test func classChainFindsTheLastTab() throws {
        let tree = try SamplePageSources.tree("ios-health-summary.xml")
        let engine = LocatorEngine(tree: tree)
        let last = try engine.evaluate(.classChain("**/XCUIElementTypeTabBar/XCUIElementTypeButton[-1]"))
        #expect(last.matches.map { tree.attribute("name", of: $0) } == ["Browse"])
        let all = try engine.evaluate(.classChain("**/XCUIElementTypeTabBar/XCUIElementTypeButton"))
        #expect(all.matches.count == 3)
        #expect(all.matches.last == last.matches.first)
    }

    @Test func uiSelectorFindsTheSecondProductTitle() throws {
        let tree = try SamplePageSources.tree("android-shop-products.xml")
        let engine = LocatorEngine(tree: tree)
        let second = try engine.evaluate(
            .uiAutomator("new UiSelector().resourceId(\"com.example.shop:id/product_title\").instance(1)"))
        #expect(second.matches.map { tree.attribute("text", of: $0) } == ["Rain jacket 🌧"])
        let titles = try engine.evaluate(
            .uiAutomator(
                "new UiSelector().resourceId(\"com.example.shop:id/product_card\").childSelector(new UiSelector().resourceId(\"com.example.shop:id/product_title\"))"
            ))
        #expect(titles.matches.count == 3)
        #expect(titles.matches.dropFirst().first == second.matches.first)
    }

    /// Each native strategy agrees with the XPath that says the same thing.
    @Test(arguments: [
        ("ios-health-summary.xml", Locator.predicate("type == 'XCUIElementTypeStaticText' AND visible == 1"), "//XCUIElementTypeStaticText[@visible='true']"),
        ("ios-health-summary.xml", Locator.classChain("**/XCUIElementTypeScrollView/XCUIElementTypeOther"), "//XCUIElementTypeScrollView/XCUIElementTypeOther"),
        ("ios-health-summary.xml", Locator.classChain("**/XCUIElementTypeOther[$type == 'XCUIElementTypeButton'$]"), "//XCUIElementTypeOther[.//XCUIElementTypeButton]"),
        ("ios-users-user-details.xml", Locator.predicate("name BEGINSWITH 'Users.'"), "//*[starts-with(@name,'Users.')]"),
        ("android-shop-products.xml", Locator.uiAutomator("new UiSelector().checkable(true)"), "//*[@checkable='true']"),
        ("android-shop-products.xml", Locator.uiAutomator("new UiSelector().textContains(\"jacket\")"), "//*[contains(@text,'jacket')]"),
    ])
    func agreesWithItsXPath(sample: String, locator: Locator, xpath: String) throws {
        let engine = LocatorEngine(tree: try SamplePageSources.tree(sample))
        let native = try engine.evaluate(locator).matches
        #expect(native == (try engine.evaluate(.xpath(xpath)).matches))
        #expect(!native.isEmpty)
    }
}
