import Foundation
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@Suite("Locator comparison")
struct LocatorComparisonTests {
    static let locators = LocatorList(expressions: [
        "/AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton[2]",
        "//*[@name='Login.Form']/XCUIElementTypeButton[1]",
        "//XCUIElementTypeStaticText[@name='Row.Title']",
        "//XCUIElementTypeButton[@label='Sign in'",
        "count(//*)",
    ])

    static func run(
        timings: Bool = true, workers: Int = 1, clock: SteppingClock = SteppingClock(),
        locators: LocatorList = Self.locators
    ) -> CompareReport {
        let settings = CompareSettings(
            measurement: MeasurementSettings(
                minimumTime: 1_000, minimumSamples: 3, maximumTime: 1_000_000_000, minimumSampleTime: 10_000,
                warmUpIterations: 1
            ),
            timings: timings ? Set(TimingKind.allCases) : [], seeds: [1, 2], workers: workers
        )
        let comparison = LocatorComparison(settings: settings, clock: clock)
        return comparison.run(
            pageSources: [
                Screen(name: "shop.xml", tree: AnalysisFixtures.iosShop()),
                Screen(name: "shop-next.xml", tree: AnalysisFixtures.iosShopNextVersion()),
                Screen(name: "android.xml", tree: AnalysisFixtures.androidShop()),
            ],
            locators: locators
        )
    }

    @Test func whatEachLocatorFinds() throws {
        let report = Self.run(timings: false)
        #expect(report.locators.count == 5)
        let byPage = report.locators.map { $0.everyPage(of: report.pageSources).map(\.status) }
        // android.xml is another app's screen: finding nothing there is
        // expected, and counted rather than listed.
        #expect(byPage[1] == [.unique, .unique, .notThisScreen])
        #expect(byPage[2] == [.ambiguous, .unique, .notThisScreen])
        #expect(report.locators[1].pages.map(\.pageSource) == ["shop.xml", "shop-next.xml"])
        #expect(report.locators.map(\.notThisScreen) == [1, 1, 1, 0, 0])
        #expect(byPage[4] == [.error, .error, .error])
        #expect(report.locators[4].pages[0].error?.contains("a number") == true)
    }

    /// Issue 12, item 16: suggestions are ranked by measured survival, and
    /// none is called the best when it survives less often than the XPath.
    @Test func suggestionsAreRankedBySurvival() throws {
        let report = Self.run(timings: false)
        var ranked = 0
        for page in report.locators.flatMap(\.pages) {
            guard let survival = page.survival, let first = page.suggestions.first else { continue }
            let survived = first.suggestions.map { $0.survival?.survived ?? -1 }
            #expect(survived == survived.sorted(by: >), "\(page.pageSource)")
            #expect(first.suggestions.map(\.rank) == Array(first.suggestions.indices.map { $0 + 1 }))
            #expect(first.suggestions.allSatisfy { $0.survival?.trials == survival.trials.count })
            if let best = page.bestSuggestion, let xpath = survival.rate(for: .xpath) {
                #expect((best.survival?.survived ?? 0) >= xpath.survived)
            }
            if page.bestSuggestion == nil {
                #expect(survival.rate(for: .suggestion) == nil)
            }
            ranked += 1
        }
        #expect(ranked >= 4)
    }

    @Test func invalidXPathIsAFindingWithItsOffsetAndTheRunGoesOn() throws {
        let report = Self.run(timings: false)
        let invalid = try #require(report.locators[3].invalid)
        #expect(invalid.offset == 40)
        #expect(report.locators[3].pages.isEmpty)
        #expect(report.summary.invalidLocators == 1)
    }

    @Test func anAppiumWrapperPathIsBrokenButItsIntendedElementGetsSuggestions() throws {
        let page = Self.run(timings: false).locators[0].pages[0]
        #expect(page.status == .broken)
        #expect(page.fileOnlyMatches.map(\.name) == ["Forgot password"])
        #expect(page.bestSuggestion?.locator == .accessibilityID("Forgot password"))
        #expect(page.notes.contains { $0.contains("AppiumAUT") })
        #expect(report(page).findings.map(\.rule).contains("appium-wrapper"))
    }

    private func report(_ page: LocatorPageResult) -> LocatorReport {
        Self.run(timings: false).locators[0]
    }

    @Test func timingsUseTheInjectedClock() throws {
        let page = Self.run().locators[1].pages[0]
        let timings = try #require(page.timings)
        // The ladder: on iOS a predicate and a class chain that select what
        // the XPath selects are timed too; UiSelector is Android's.
        #expect(page.nativeLocators.map(\.strategy) == [.predicate, .classChain])
        let engine = LocatorEngine(tree: AnalysisFixtures.iosShop())
        for locator in page.nativeLocators {
            #expect(try engine.evaluate(locator).matches == engine.evaluate(.xpath(Self.locators.entries[1].expression)).matches)
        }
        #expect(timings[.uiSelector] == nil)
        for kind in TimingKind.allCases where kind != .uiSelector && kind != .xpathDevice {
            let statistics = try #require(timings[kind], "\(kind)")
            #expect(statistics.median == 10_000)
            #expect(statistics.samples == 3)
        }
        // The driver query in its two parts, the snapshot and the query on it,
        // each one clock step per sample.
        let device = try #require(timings[.xpathDevice])
        #expect(device.median == 20_000)
        #expect(device.samples == 3 + 3)
        #expect(timings.ratio(.xpath, .idIndex) == 1)
        #expect(page.identifierLookup?.locator == .accessibilityID("Login.Submit"))
        #expect(page.identifierLookup?.source == .targetName)
    }

    /// A locator is timed where it is judged: a page source of another
    /// screen costs no clock reading (on an estate of many screens, timing
    /// every locator on every page source was most of the run).
    @Test func pageSourcesOfOtherScreensAreNotTimed() {
        let locator = LocatorList(expressions: ["//*[@name='Login.Form']/XCUIElementTypeButton[1]"])
        func readings(_ pages: [Screen]) -> (Int, CompareReport) {
            let clock = SteppingClock()
            let settings = CompareSettings(
                measurement: MeasurementSettings(
                    minimumTime: 1_000, minimumSamples: 3, maximumTime: 1_000_000_000, minimumSampleTime: 10_000,
                    warmUpIterations: 1),
                timings: Set(TimingKind.allCases), seeds: [1])
            let report = LocatorComparison(settings: settings, clock: clock).run(pageSources: pages, locators: locator)
            return (clock.readings, report)
        }
        let shop = Screen(name: "shop.xml", tree: AnalysisFixtures.iosShop())
        let android = Screen(name: "android.xml", tree: AnalysisFixtures.androidShop())
        let (alone, _) = readings([shop])
        let (beside, report) = readings([shop, android])
        #expect(report.locators[0].notThisScreen == 1)
        #expect(alone > 0)
        #expect(beside == alone)
    }

    @Test func identifierTimingsAreNotAvailableWithoutATarget() throws {
        // Found nowhere: broken on every page source, and timed on each.
        let report = Self.run(locators: LocatorList(expressions: ["//XCUIElementTypeButton[@name='Nowhere']"]))
        #expect(report.locators[0].pages.map(\.status) == [.broken, .broken, .broken])
        let broken = try #require(report.locators[0].pages.last)
        #expect(broken.timings?[.xpath] != nil)
        #expect(broken.timings?[.idIndex] == nil)
        #expect(broken.identifierUnavailable?.contains("matches nothing") == true)
    }

    @Test func survivalIsReportedPerStrategy() throws {
        let survival = try #require(Self.run(timings: false).locators[1].pages[0].survival)
        #expect(survival.strategies.map(\.strategy) == [.xpath, .identifier, .suggestion])
        let xpath = try #require(survival.rate(for: .xpath))
        let suggestion = try #require(survival.rate(for: .suggestion))
        #expect(xpath.survived < xpath.trials)
        #expect(suggestion.survived == suggestion.trials)
    }

    @Test func versionsOfOneScreenAreComparedByElement() throws {
        let report = Self.run(timings: false)
        let cross = try #require(report.locators[1].acrossPageSources.first)
        #expect(cross.screen == "ios:Shop")
        #expect(cross.reference == "shop.xml")
        #expect(cross.entries.map(\.pageSource) == ["shop.xml", "shop-next.xml"])
        #expect(cross.entries.map(\.outcome) == [.found, .found])
        // The list title is unique only in the next version, which becomes the
        // reference; in the first version its identifier is on two cells, so
        // it has no recognisable counterpart.
        let title = try #require(report.locators[2].acrossPageSources.first)
        #expect(title.reference == "shop-next.xml")
        #expect(title.entries.map(\.outcome) == [.noCounterpart, .found])
    }

    /// With a deterministic clock the whole JSON is deterministic; the
    /// golden pins the schema (docs/compare-report.md).
    @Test func jsonMatchesTheGolden() throws {
        let first = try Self.run().json()
        let second = try Self.run().json()
        #expect(first == second)
        let golden = "analysis/compare-report.json"
        if try TestFixtures.recordIfRequested(first, to: golden) {
            Issue.record("recorded \(golden)")
            return
        }
        let expected = try TestFixtures.bytes(golden)
        #expect(Self.normalised(first) == Self.normalised(expected))
    }

    /// The build configuration and the libxml2 version depend on how the
    /// tests are run, not on the report's shape.
    static func normalised(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("\"build\" : ") { return "\"build\" : …" }
            if trimmed.hasPrefix("\"libxml2\" : ") { return "\"libxml2\" : …" }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Analysis on several threads changes nothing in the report: each
    /// thread has its own engines, and timings run alone afterwards.
    @Test func parallelWorkersGiveTheSameReport() throws {
        let single = try Self.run(workers: 1).json()
        #expect(try Self.run(workers: 4).json() == single)
        #expect(try Self.run(workers: 16).json() == single)
    }

    /// A NaN in the report (a broken timing) fails the JSON with a message
    /// naming the field; it used to print `{}` and exit 0.
    @Test func aNaNTimingFailsTheJSONInsteadOfPrintingAnEmptyObject() throws {
        var report = Self.run(timings: false)
        report.run.noise = MachineNoise(before: [1_000, 1_010, 990], after: [1_005, 995, 1_000])
        report.run.noise?.drift = .nan
        let error = try #require(throws: ReportingError.self) { try report.rendered(as: .json) }
        #expect(error.description.hasPrefix("cannot write the compare report as JSON: run.noise.drift: "))
    }

    @Test func aBusyMachineIsReportedWithTheTimings() throws {
        let steady = MachineNoise(before: [1_000, 1_010, 990], after: [1_005, 995, 1_000])
        #expect(!steady.isTooNoisy)
        let busy = MachineNoise(before: [1_000, 1_000, 1_000], after: [2_400, 2_600, 2_500])
        #expect(busy.isTooNoisy)
        #expect(busy.drift > 1.4)
        var report = Self.run(timings: false)
        report.run.noise = busy
        let text = String(decoding: try report.rendered(as: .text), as: UTF8.self)
        #expect(text.contains("TIMINGS UNRELIABLE"))
        report.run.noise = steady
        #expect(!String(decoding: try report.rendered(as: .text), as: UTF8.self).contains("UNRELIABLE"))
    }

    /// Issue 21, item 24: eight compares on one screen slowed each other's
    /// timings 5x while the reference samples, taken only before and after
    /// the timings, stayed steady. A machine busy only while the locators
    /// are timed must be reported.
    @Test func aMachineBusyBetweenTheReferenceSamplesIsReported() throws {
        let counting = SteppingClock()
        let quiet = try #require(Self.run(clock: counting).run.noise)
        #expect(!quiet.isTooNoisy)
        // The 9 reference samples before and after take 18 readings each;
        // everything in between runs 6x slower.
        let busyClock = SteppingClock(busyReadings: 40..<(counting.readings - 40), busyStep: 60_000)
        let report = Self.run(clock: busyClock)
        let noise = try #require(report.run.noise)
        #expect(noise.isTooNoisy)
        #expect(String(decoding: try report.rendered(as: .text), as: UTF8.self).contains("TIMINGS UNRELIABLE"))
    }

    /// A process that ran a third of the timing phase was preempted, however
    /// steady the reference samples look.
    @Test func aProcessOffTheCPUIsReported() {
        let samples: [Double] = [1_000, 1_010, 990]
        #expect(!MachineNoise(before: samples, after: samples, cpuShare: 0.97).isTooNoisy)
        #expect(MachineNoise(before: samples, after: samples, cpuShare: 0.3).isTooNoisy)
        #expect(!MachineNoise(before: samples, after: samples).isTooNoisy)
    }

    /// Page-source and locators-file names are user text like the locators:
    /// an escape sequence in a file name must not reach the terminal.
    @Test func textReportKeepsControlCharactersInNamesOffTheTerminal() throws {
        let settings = CompareSettings(timings: [], mutations: [])
        let report = LocatorComparison(settings: settings, clock: SteppingClock()).run(
            pageSources: [
                Screen(name: "shop\u{1B}[2J.xml", tree: AnalysisFixtures.iosShop()),
                Screen(name: "next\u{1B}[2J.xml", tree: AnalysisFixtures.iosShopNextVersion()),
            ],
            locators: LocatorList(entries: [
                .init(expression: "//*[@name='Login.Submit']", file: "loc\u{1B}[31m.txt", line: 1)
            ])
        )
        let text = String(decoding: try report.rendered(as: .text), as: UTF8.self)
        #expect(text.contains("shop\\u{1B}[2J.xml"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func everyFormatRenders() throws {
        let report = Self.run()
        let text = String(decoding: try report.rendered(as: .text), as: UTF8.self)
        #expect(text.contains("SUMMARY"))
        #expect(text.contains("TIMING"))
        #expect(!text.contains("\u{1B}["))
        #expect(String(decoding: try report.rendered(as: .text, colour: true), as: UTF8.self).contains("\u{1B}["))
        let markdown = String(decoding: try report.rendered(as: .markdown), as: UTF8.self)
        #expect(markdown.contains("| Locator | Page source |"))
        let html = String(decoding: try report.rendered(as: .html), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(!html.contains("<script"))
    }
}
