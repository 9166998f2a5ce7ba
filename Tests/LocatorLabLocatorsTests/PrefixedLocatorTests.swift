import LocatorLabLocators
import Testing

/// The prefix forms a locators file accepts (WebdriverIO selectors,
/// AppiumLibrary prefixes, LocatorLab's own `strategy=value`).
@Suite("Locators in client prefix forms")
struct PrefixedLocatorTests {
    static let cases: [(text: String, strategy: LocatorStrategy, value: String)] = [
        ("~Login", .accessibilityID, "Login"),
        ("accessibility id:Login", .accessibilityID, "Login"),
        ("accessibility_id=Login", .accessibilityID, "Login"),
        ("accessibility-id=Login", .accessibilityID, "Login"),
        ("name=Login", .accessibilityID, "Login"),
        ("id=com.example:id/login", .id, "com.example:id/login"),
        ("id:login", .id, "login"),
        ("class=XCUIElementTypeButton", .className, "XCUIElementTypeButton"),
        ("class name:android.widget.Button", .className, "android.widget.Button"),
        ("-ios class chain:**/XCUIElementTypeCell[`name == \"a\"`]", .classChain, "**/XCUIElementTypeCell[`name == \"a\"`]"),
        ("chain=**/XCUIElementTypeCell", .classChain, "**/XCUIElementTypeCell"),
        ("-ios predicate string:label == 'OK'", .predicate, "label == 'OK'"),
        ("nsp=label == 'OK'", .predicate, "label == 'OK'"),
        ("android=new UiSelector().text(\"OK\")", .uiAutomator, "new UiSelector().text(\"OK\")"),
        ("-android uiautomator:new UiSelector()", .uiAutomator, "new UiSelector()"),
        ("xpath=//a[@b='c']", .xpath, "//a[@b='c']"),
        ("xpath://a", .xpath, "//a"),
        // Bare XPaths, as locators files held before prefixes.
        ("//XCUIElementTypeButton[@name='id=x']", .xpath, "//XCUIElementTypeButton[@name='id=x']"),
        ("(//XCUIElementTypeButton)[2]", .xpath, "(//XCUIElementTypeButton)[2]"),
        ("/AppiumAUT/XCUIElementTypeApplication", .xpath, "/AppiumAUT/XCUIElementTypeApplication"),
        ("XCUIElementTypeButton", .xpath, "XCUIElementTypeButton"),
    ]

    @Test(arguments: cases)
    func prefixNamesTheStrategy(_ entry: (text: String, strategy: LocatorStrategy, value: String)) {
        let locator = Locator(prefixed: entry.text)
        #expect(locator.strategy == entry.strategy)
        #expect(locator.value == entry.value)
    }

    /// What LocatorLab prints (`strategy=value`) reads back as the same locator.
    @Test(arguments: LocatorStrategy.allCases)
    func ownDescriptionRoundTrips(_ strategy: LocatorStrategy) {
        let locator = Locator(strategy: strategy, value: "a.b")
        #expect(Locator(prefixed: locator.description) == locator)
    }
}
