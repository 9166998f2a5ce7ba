import Foundation
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport
import Testing

/// Issue 21, item 9: all page sources of one app used to count as versions
/// of one screen, so a locator of the Settings top screen was "broken" on
/// every other Settings screen.
@Suite("Screens of a comparison")
struct ScreenGroupingTests {
    typealias ios = AnalysisFixtures

    /// Another screen of the Shop app: its settings, a navigation bar and
    /// switches, nothing of the login form.
    static func shopSettings() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(ios.ios("Application", name: "Shop", label: "Shop"))
        builder.open(ios.ios("Window"))
        builder.add(ios.ios("NavigationBar", name: "Settings.Bar", label: "Settings"))
        builder.open(ios.ios("Table", name: "Settings.List", y: 100, index: 1))
        for (row, name) in ["Settings.Notifications", "Settings.Dark", "Settings.Sync"].enumerated() {
            builder.open(ios.ios("Cell", y: 100 + 50 * row, index: row))
            builder.add(ios.ios("Switch", name: name, label: "Option \(row)", value: "0", y: 100 + 50 * row))
            builder.close()
        }
        return builder.finish()
    }

    static let pages = [
        Screen(name: "login.xml", tree: AnalysisFixtures.iosShop()),
        Screen(name: "settings.xml", tree: shopSettings()),
        Screen(name: "login-de.xml", tree: AnalysisFixtures.iosShopNextVersion()),
        Screen(name: "android.xml", tree: AnalysisFixtures.androidShop()),
    ]

    static func screens(named: [ScreenGrouping.NamedGroup] = []) -> [String] {
        ScreenGrouping.screens(of: pages, indexes: pages.map { LocatorIndex($0.tree) }, named: named)
    }

    @Test func aReleaseInAnotherLanguageIsTheSameScreenAndAnotherScreenIsNot() {
        let login = ScreenSignature(of: AnalysisFixtures.iosShop())
        let release = ScreenSignature(of: AnalysisFixtures.iosShopNextVersion())
        let settings = ScreenSignature(of: Self.shopSettings())
        #expect(login.isSameScreen(as: release))
        #expect(!login.isSameScreen(as: settings))
        #expect(!release.isSameScreen(as: settings))
        #expect(login.similarity(to: login) == 1)
    }

    @Test func screensOfOneAppAreToldApartAndNamedAfterTheirFirstPageSource() {
        #expect(Self.screens() == [
            "ios:Shop, screen of login.xml", "ios:Shop, screen of settings.xml", "ios:Shop, screen of login.xml",
            "android:com.example.shop",
        ])
    }

    @Test func namedGroupsWinOverSignatures() throws {
        let named = [ScreenGrouping.NamedGroup(name: "shop", patterns: ["*.xml"])]
        #expect(Self.screens(named: named) == ["shop", "shop", "shop", "shop"])
        let settings = [try #require(ScreenGrouping.NamedGroup(argument: "prefs=./settings.xml"))]
        #expect(Self.screens(named: settings) == ["ios:Shop", "prefs", "ios:Shop", "android:com.example.shop"])
    }

    @Test(arguments: ["", "name", "=x.xml", "name="])
    func aScreenArgumentNeedsANameAndAPattern(argument: String) {
        #expect(ScreenGrouping.NamedGroup(argument: argument) == nil)
    }

    /// The login screen's submit button finds nothing on the settings
    /// screen: that is not this screen, never broken.
    @Test func nothingFoundOnAnotherScreenIsNotThisScreen() throws {
        let settings = CompareSettings(timings: [], seeds: [1])
        let report = LocatorComparison(settings: settings).run(
            pageSources: Self.pages, locators: LocatorList(expressions: ["//*[@name='Login.Form']/XCUIElementTypeButton[1]"]))
        let statuses = report.locators[0].everyPage(of: report.pageSources).map(\.status)
        #expect(statuses == [.unique, .notThisScreen, .unique, .notThisScreen])
        #expect(report.locators[0].pages.map(\.status) == [.unique, .unique])
        #expect(report.locators[0].notThisScreen == 2)
        #expect(report.summary.statuses.first { $0.key == "not-this-screen" }?.count == 2)
        #expect(report.pageSources.map(\.screen) == Self.screens())
        let text = try String(decoding: report.rendered(as: .text, colour: false, full: false), as: UTF8.self)
        #expect(text.contains("not this screen: 2 page sources of other screens"))
        #expect(!text.contains("0 matches (broken)"))
        // Named as one screen, the settings page is where the locator broke.
        let merged = LocatorComparison(
            settings: CompareSettings(timings: [], seeds: [1], screens: [.init(name: "shop", patterns: ["*.xml"])])
        ).run(pageSources: Self.pages, locators: LocatorList(expressions: ["//*[@name='Login.Form']/XCUIElementTypeButton[1]"]))
        #expect(merged.locators[0].pages.map(\.status) == [.unique, .broken, .unique, .broken])
    }

    @Test func aLocatorThatFindsNothingAnywhereStaysBrokenEverywhere() {
        let report = LocatorComparison(settings: CompareSettings(timings: [], seeds: [1])).run(
            pageSources: Self.pages, locators: LocatorList(expressions: ["//*[@name='Nowhere']"]))
        #expect(report.locators[0].pages.allSatisfy { $0.status == .broken })
    }
}
