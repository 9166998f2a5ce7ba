import Foundation
import LocatorLabAdvice
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabRecording
import LocatorLabTestSupport
import Testing

/// The report of a recorded run's finds: grouped by distinct locator, each
/// find's recorded answer beside LocatorLab's evaluation of its screen,
/// compare's verdict, and a replacement only when it holds on every screen.
@Suite("Recorded run analysis")
struct RecordedRunAnalysisTests {
    static let screens = [
        Screen(name: "screen-001", file: "run/screens/screen-001.xml", tree: AnalysisFixtures.iosShop()),
        Screen(
            name: "screen-002", file: "run/screens/screen-002.xml", tree: AnalysisFixtures.iosShopNextVersion()),
    ]

    static let sessions = [
        RecordedSession(id: "s1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: "com.shop"),
        RecordedSession(id: "s2", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: "com.shop"),
    ]

    static let email = "//XCUIElementTypeTextField[@name='Login.Email']"
    static let rows = "//XCUIElementTypeStaticText[@name='Row.Title']"
    static let firstText = "(//XCUIElementTypeStaticText)[1]"

    static func find(
        _ sequence: Int, _ session: String, _ screen: String, _ using: String, _ value: String, plural: Bool = false,
        status: Int = 200, error: String? = nil, elements: [String]? = nil, latency: Double = 100
    ) -> RecordedFind {
        RecordedFind(
            sequence: sequence, session: session, screen: screen, using: using, value: value, plural: plural,
            context: nil, status: status, error: error,
            elements: elements ?? (status == 200 ? ["el-\(sequence)"] : []), latencyMilliseconds: latency)
    }

    /// Session s1 looks at screen 1, acts, then at screen 2; session s2 at
    /// screen 1, acts, then at screen 2.
    static let finds = [
        find(1, "s1", "screen-001", "xpath", email, latency: 120),
        find(2, "s1", "screen-001", "xpath", rows, plural: true, elements: ["el-2a", "el-2b"], latency: 300),
        find(4, "s1", "screen-002", "accessibility id", "Login.Submit", latency: 40),
        find(5, "s1", "screen-002", "xpath", email, latency: 110),
        // Two rows on the device, one on the screen captured at event 4.
        find(6, "s1", "screen-002", "xpath", rows, plural: true, elements: ["el-6a", "el-6b"], latency: 280),
        // Nothing on the device, on the screen captured for this very find.
        find(7, "s2", "screen-001", "xpath", "//XCUIElementTypeButton[@name='Forgot password']", status: 404,
            error: "no such element"),
        find(8, "s2", "screen-001", "-android uiautomator", "new UiSelector().text(\"x\")", status: 400,
            error: "invalid selector"),
        find(9, "s2", "screen-001", "-ios class chain", "**/XCUIElementTypeCell", plural: true,
            elements: ["el-9a", "el-9b"]),
        find(10, "s2", "screen-001", "xpath", "//XCUIElementTypeButton[", status: 400, error: "invalid selector"),
        find(11, "s2", "screen-001", "xpath", firstText),
        find(13, "s2", "screen-002", "xpath", firstText),
    ]

    static let actions = [
        RecordedAction(sequence: 3, session: "s1", screen: "screen-001", command: "click", element: "el-1", status: 200),
        RecordedAction(sequence: 12, session: "s2", screen: "screen-001", command: "click", element: "el-11", status: 200),
    ]

    static func settings(timings: Bool) -> CompareSettings {
        CompareSettings(
            measurement: MeasurementSettings(
                minimumTime: 1_000, minimumSamples: 3, maximumTime: 1_000_000_000, minimumSampleTime: 10_000,
                warmUpIterations: 1),
            timings: timings ? Set(TimingKind.allCases) : [], mutations: [.insertSiblingBefore, .wrapAncestor],
            seeds: [1])
    }

    static func run(timings: Bool = false) -> RecordedRunReport {
        RecordedRunAnalysis(settings: settings(timings: timings), clock: SteppingClock())
            .run(screens: screens, finds: finds, sessions: sessions, actions: actions)
    }

    @Test func findsAreGroupedByDistinctLocatorInTheOrderTheRunFirstSentThem() {
        let report = Self.run()
        #expect(report.locators.map(\.value) == [
            Self.email, Self.rows, "Login.Submit", "//XCUIElementTypeButton[@name='Forgot password']",
            "new UiSelector().text(\"x\")", "**/XCUIElementTypeCell", "//XCUIElementTypeButton[", Self.firstText,
        ])
        #expect(report.locators.map(\.number) == Array(1...8))
        #expect(report.locators[0].uses.map(\.sequence) == [1, 5])
        #expect(report.locators[0].screens.map(\.screen) == ["screen-001", "screen-002"])
        #expect(report.summary.finds == Self.finds.count)
        #expect(report.summary.locators == 8)
    }

    @Test func eachFindsAnswerStandsBesideLocatorLabsCountOnItsScreen() {
        let report = Self.run()
        let agreements = Dictionary(
            uniqueKeysWithValues: report.locators.flatMap(\.uses).map { ($0.sequence, $0.agreement) })
        #expect(agreements == [
            1: .agrees, 2: .agrees, 4: .agrees, 5: .agrees, 6: .disagrees, 7: .disagrees, 8: .notCompared,
            9: .agrees, 10: .notCompared, 11: .agrees, 13: .agrees,
        ])
        let rows = report.locators[1].uses[1]
        #expect(rows.upstreamCount == 2)
        #expect(rows.locatorLabCount == 1)
        #expect(rows.deviceMilliseconds == 280)
    }

    /// A find later than the one its screen was captured at may have seen
    /// the app change; the find the screen was captured for saw that screen.
    @Test func aDisagreementSaysWhichEvidenceThereIs() throws {
        let report = Self.run()
        let changed = report.locators[1].uses[1]
        #expect(changed.likelyCause == .screenChanged)
        #expect(changed.evidence.contains { $0.contains("captured at event #4") })
        #expect(changed.evidence.contains { $0.contains("agreed with the device on this screen") } == false)
        let semantics = report.locators[3].uses[0]
        #expect(semantics.likelyCause == .semantics)
        #expect(semantics.evidence[0] == "the device found nothing; LocatorLab finds 1 on the saved screen")
        #expect(semantics.evidence[1].hasPrefix("the screen was captured just before this find"))
        let foreign = report.locators[4]
        #expect(foreign.notEvaluated?.contains("android only") == true)
        #expect(foreign.uses[0].evidence == [foreign.notEvaluated!])
    }

    @Test func compareSaysWhatItSaysOfEachXPathOnItsScreens() throws {
        let report = Self.run()
        let email = report.locators[0]
        #expect(email.strategy == .xpath)
        #expect(email.screens.map(\.status) == [.unique, .unique])
        let page = try #require(email.screens[0].comparison)
        #expect(page.suggestions.first?.suggestions.isEmpty == false)
        #expect(report.locators[1].screens.map(\.status) == [.list, .unique])
        #expect(report.locators[2].screens.map(\.status) == [.ambiguous])
        let invalid = try #require(report.locators[6].invalid)
        #expect(invalid.offset > 0)
        #expect(report.locators[6].uses[0].agreement == .notCompared)
        // The positional XPath has compare's finding about its index.
        #expect(!report.locators[7].findings.isEmpty)
    }

    @Test func aReplacementIsVerifiedOnEveryScreenTheLocatorWasSentOn() throws {
        let report = Self.run()
        let email = try #require(report.locators[0].replacement)
        #expect(email.locator == .accessibilityID("Login.Email"))
        #expect(email.screens == ["screen-001", "screen-002"])
        // `Email` is the first static text's name on screen 1 only.
        #expect(report.locators[7].replacement == nil)
        #expect(report.locators[7].replacementUnavailable == "no identifier selects the same elements on every screen it was sent on")
        #expect(report.locators[2].replacementUnavailable == "it is an identifier lookup already")
        #expect(report.summary.replacements == 2)
    }

    @Test func estimatesAreTheDeviceCostOfEachStrategy() throws {
        let timed = Self.run(timings: true)
        #expect(timed.locators[0].screens.allSatisfy { $0.estimateKind == "xpath-device" && $0.estimate != nil })
        #expect(timed.locators[5].screens.allSatisfy { $0.estimateKind == "evaluation" && $0.estimate != nil })
        #expect(timed.summary.medianDeviceMilliseconds == 100)
        #expect(Self.run().locators.flatMap(\.screens).allSatisfy { $0.estimate == nil })
    }

    @Test(arguments: ["text", "json", "markdown", "html", "junit", "sarif"])
    func everyFormatMatchesItsGolden(format: String) throws {
        var report = Self.run(timings: true)
        report.recordings = ["run"]
        let bytes: [UInt8] =
            switch format {
            case "junit": report.junit()
            case "sarif": try report.sarifJSON(toolVersion: "0.1.0")
            default: try report.rendered(as: ReportFormat(rawValue: format)!)
            }
        let ending = ["text": "txt", "markdown": "md", "sarif": "sarif.json", "junit": "junit.xml"][format] ?? format
        try Golden.check(bytes, against: "analysis/recorded-run.\(ending)")
    }

    @Test func sarifIsValidAgainstTheSchema() throws {
        let json = try Self.run().sarifJSON(toolVersion: "0.1.0")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "recorded-disagreement" })
        #expect(results.contains { $0["ruleId"] as? String == "recorded-replacement" })
        guard SchemaValidator.isSARIFAvailable else { return }
        let validation = try SchemaValidator.validate(json, schema: SchemaValidator.sarifSchema)
        #expect(validation.valid, "\(validation.message)")
    }

    /// A suite that polls one locator: its agreeing finds on one screen are
    /// one line with a count; a disagreement keeps its own line.
    @Test func repeatedFindsCollapseToOneLine() throws {
        let polls = (1...5).map { Self.find($0, "s1", "screen-001", "xpath", Self.email, latency: Double(100 + $0)) }
        let report = RecordedRunAnalysis(settings: Self.settings(timings: false), clock: SteppingClock())
            .run(screens: Self.screens, finds: polls, sessions: Self.sessions)
        let text = String(decoding: try report.rendered(as: .text), as: UTF8.self)
        #expect(text.contains("#1, #2, #3 and 2 more (5 finds) element on screen-001: device found one in 103 ms median"))
        #expect(!text.contains("#4 element"))
    }

    /// A clock that moves a second at every reading.
    final class SecondsClock: MeasurementClock {
        private var now: UInt64 = 0
        func nanoseconds() -> UInt64 {
            now += 1_000_000_000
            return now
        }
    }

    /// replay's report is written when the replay is stopped: within its
    /// time, later locators are judged more lightly, then only listed.
    @Test func aBudgetBoundsTheAnalysisAndTheReportSaysSo() {
        var analysis = RecordedRunAnalysis(settings: Self.settings(timings: true), clock: SecondsClock())
        analysis.budgetNanoseconds = 2_500_000_000
        let report = analysis.run(screens: Self.screens, finds: Self.finds, sessions: Self.sessions, actions: Self.actions)
        #expect(report.locators.count == 8)
        #expect(report.locators.first?.notEvaluated == nil)
        #expect(report.locators.first?.screens.isEmpty == false)
        let last = report.locators.last
        #expect(last?.notEvaluated?.hasPrefix("not analysed: the report's time was up") == true)
        #expect(last?.uses.count == 2)
        #expect(report.notes.contains { $0.hasPrefix("the report had 2500 ms: ") && $0.contains("compare --recording") })
        // Without a budget, nothing is left out.
        let full = Self.run()
        #expect(full.locators.allSatisfy { $0.notEvaluated?.hasPrefix("not analysed") != true })
    }

    /// replay's report: its latencies are LocatorLab's own evaluation
    /// times, so a locator whose finds took long is not tried again on
    /// changed copies of the screen, and the report says which.
    @Test func slowLocatorsAreNotTriedAgainWhenTheLatenciesAreLocatorLabsOwn() {
        var analysis = RecordedRunAnalysis(settings: Self.settings(timings: false), clock: SteppingClock())
        analysis.trialsUpToMilliseconds = 250
        let report = analysis.run(screens: Self.screens, finds: Self.finds, sessions: Self.sessions, actions: Self.actions)
        let rows = report.locators.first { $0.value == Self.rows }
        let email = report.locators.first { $0.value == Self.email }
        // Rows took 280-300 ms a find: no survival; the email field 110-120 ms: tried.
        #expect(rows?.screens.allSatisfy { $0.comparison?.survival == nil } == true)
        #expect(email?.screens.contains { $0.comparison?.survival != nil } == true)
        #expect(report.notes.contains {
            $0.hasPrefix("survival not tried for 1 locator whose finds took over 250 ms each")
                && $0.contains("xpath \(Self.rows) (300 ms a find)")
        })
        // compare --recording (device latencies) tries every locator.
        #expect(Self.run().locators.first { $0.value == Self.rows }?.screens.contains { $0.comparison?.survival != nil } == true)
    }
}
