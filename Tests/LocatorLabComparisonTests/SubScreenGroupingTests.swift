import Foundation
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// Issue 29, item 15: sub-screens of one app built from one layout
/// (Settings' Network & internet, Security, Connected devices) were grouped
/// as one screen, so a locator of one of them was "broken" on the others.
/// Their titles tell them apart; a title in another language does not.
@Suite("Sub-screens that share a layout")
struct SubScreenGroupingTests {
    /// The three sub-screens of one platform, then Security in Japanese.
    struct SettingsApp: CustomStringConvertible, Sendable {
        var name: String
        var app: String
        var network: String
        var security: String
        var connected: String
        var securityJapanese: String
        /// A locator of the Security screen, on a row text.
        var securityRow: String
        var description: String { name }
    }

    static let android = SettingsApp(
        name: "android", app: "android:com.android.settings", network: "android-network-internet.xml",
        security: "android-security.xml", connected: "android-connected-devices.xml",
        securityJapanese: "android-security-ja.xml", securityRow: "//*[@resource-id='android:id/title' and @text='Screen lock']")
    static let ios = SettingsApp(
        name: "ios", app: "ios:com.apple.Preferences", network: "ios-cellular.xml", security: "ios-privacy-security.xml",
        connected: "ios-bluetooth.xml", securityJapanese: "ios-privacy-security-ja.xml",
        securityRow: "//XCUIElementTypeCell[@name='Location Services']")

    static func page(_ file: String) throws -> Screen {
        let path = TestFixtures.url("analysis/screens/" + file).path
        return Screen(name: file, tree: try PageSourceReader.read(contentsOf: path))
    }

    static func screens(_ files: [String]) throws -> [String] {
        let pages = try files.map(page)
        return ScreenGrouping.screens(of: pages, indexes: pages.map { LocatorIndex($0.tree) }, named: [])
    }

    /// Their elements are alike (the same types and identifiers: only the
    /// row texts differ, and on iOS the navigation bar's name, which the
    /// signature reads as an identifier), so only the titles can tell them
    /// apart.
    @Test(arguments: [android, ios])
    func subScreensOfOneLayoutAreDifferentScreens(platform: SettingsApp) throws {
        let files = [platform.network, platform.security, platform.connected]
        let signatures = try files.map { ScreenSignature(of: try Self.page($0).tree) }
        #expect(signatures[0].similarity(to: signatures[1]) >= ScreenSignature.sameScreenThreshold)
        #expect(signatures[1].similarity(to: signatures[2]) >= ScreenSignature.sameScreenThreshold)
        #expect(signatures[0].match(signatures[1]) == .otherScreen)
        #expect(try Self.screens(files) == files.map { "\(platform.app), screen of \($0)" })
    }

    /// The Japanese Security screen's bar shares no label with the English
    /// one (`上へ移動`, `設定`), so its title is left out: the same screen.
    @Test(arguments: [android, ios])
    func aTranslationIsTheSameScreen(platform: SettingsApp) throws {
        #expect(try Self.screens([platform.security, platform.securityJapanese]) == [platform.app, platform.app])
        let english = ScreenSignature(of: try Self.page(platform.security).tree)
        let japanese = ScreenSignature(of: try Self.page(platform.securityJapanese).tree)
        #expect(english.match(japanese) == .translated)
    }

    /// Beside all three English sub-screens, the Japanese one fits each of
    /// them alike: labels alone would have to choose, so it is a screen of
    /// its own, and the three stay apart (it never joins them through itself).
    @Test(arguments: [android, ios])
    func aTranslationThatFitsSeveralScreensIsAScreenOfItsOwn(platform: SettingsApp) throws {
        let files = [platform.securityJapanese, platform.network, platform.security, platform.connected]
        #expect(try Self.screens(files) == files.map { "\(platform.app), screen of \($0)" })
    }

    /// The symptom: Security's row finds nothing on Network &
    /// internet and Connected devices, which is not this screen; in Japanese
    /// it is Security translated, where a text locator really breaks.
    @Test(arguments: [android, ios])
    func aSubScreenLocatorIsNotThisScreenOnItsSiblings(platform: SettingsApp) throws {
        let pages = try [platform.security, platform.network, platform.connected].map(Self.page)
        let comparison = LocatorComparison(settings: CompareSettings(timings: [], seeds: [1]))
        let report = comparison.run(pageSources: pages, locators: LocatorList(expressions: [platform.securityRow]))
        #expect(report.locators[0].everyPage(of: report.pageSources).map(\.status) == [.unique, .notThisScreen, .notThisScreen])
        let translated = comparison.run(
            pageSources: try [platform.security, platform.securityJapanese].map(Self.page),
            locators: LocatorList(expressions: [platform.securityRow]))
        #expect(translated.locators[0].pages.map(\.status) == [.unique, .broken])
    }

    @Test func titlesAreReadFromTheTitleBarAlone() throws {
        let android = try #require(ScreenTitle(of: try Self.page(Self.android.security).tree))
        #expect(android == ScreenTitle(text: "Security", isIdentifier: false, barLabels: ["Navigate up", "Search settings"]))
        let ios = try #require(ScreenTitle(of: try Self.page(Self.ios.connected).tree))
        #expect(ios == ScreenTitle(text: "Bluetooth", isIdentifier: false, barLabels: ["Settings"]))
        // A navigation bar named apart from its label carries an identifier.
        let shop = try #require(ScreenTitle(of: ScreenGroupingTests.shopSettings()))
        #expect(shop.text == "Settings.Bar" && shop.isIdentifier)
        #expect(ScreenTitle(of: AnalysisFixtures.iosShop()) == nil)
    }

    @Test(arguments: [
        // Identifiers decide alone, whatever the bars say.
        (("Settings.Network", true, ["Back"]), ("Settings.Security", true, ["戻る"]), ScreenTitle.Relation.otherScreen),
        (("Settings.Network", true, ["Back"]), ("Settings.Network", true, ["戻る"]), .sameTitle),
        // Texts decide when the bars share a label: one language.
        (("Security", false, ["Navigate up", "Help"]), ("Network", false, ["Navigate up"]), .otherScreen),
        (("Security", false, ["Navigate up"]), ("セキュリティ", false, ["上へ移動"]), .otherLanguage),
        (("Security", false, []), ("Network", false, []), .otherLanguage),
        // An identifier against a text is compared as text.
        (("Settings.Security", true, ["Back"]), ("Security", false, ["Back"]), .otherScreen),
    ])
    func howTwoTitlesRelate(
        one: (String, Bool, [String]), other: (String, Bool, [String]), expected: ScreenTitle.Relation
    ) {
        let first = ScreenTitle(text: one.0, isIdentifier: one.1, barLabels: Set(one.2))
        let second = ScreenTitle(text: other.0, isIdentifier: other.1, barLabels: Set(other.2))
        #expect(first.relation(to: second) == expected)
        #expect(second.relation(to: first) == expected)
    }

    /// The shirates-core Settings page sources of the shared corpus, when
    /// present: the sub-screens apart, Security taken twice together, Date &
    /// time in English and Japanese together.
    @Test func theCorpusSettingsScreensAreTheScreensPeopleSee() throws {
        guard let corpus = TestFixtures.corpusPageSources else { return }
        let names = [
            "NetworkAndInternetScreen", "SecurityScreen", "SecurityScreen2", "ConnectedDevicesScreen",
            "DateAndTime_en", "DateAndTime_ja",
        ]
        let pages = try names.map {
            let path = corpus.appendingPathComponent("android-shirates-core-\($0).xml").path
            return Screen(name: $0, tree: try PageSourceReader.read(contentsOf: path))
        }
        let screens = ScreenGrouping.screens(of: pages, indexes: pages.map { LocatorIndex($0.tree) }, named: [])
        let first = screens.map { $0.components(separatedBy: "screen of ").last ?? "" }
        #expect(first == [
            "NetworkAndInternetScreen", "SecurityScreen", "SecurityScreen", "ConnectedDevicesScreen",
            "DateAndTime_en", "DateAndTime_en",
        ])
    }
}
