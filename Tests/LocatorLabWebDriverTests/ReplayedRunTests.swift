import LocatorLabComparison
import LocatorLabWebDriver
import Testing

@Suite("A replayed run's report is compare --recording's analysis of its finds")
struct ReplayedRunTests {
    /// A short run: a jump, an ambiguous accessibility id, a broken one, an
    /// invalid XPath and an XPath with an identifier replacement.
    static func replayedRun() throws -> (ReplayHarness, ReplayedRun) {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        replay.find(session, "xpath", "//XCUIElementTypeStaticText[@name='login.title']")
        replay.find(session, "accessibility id", "Log in")
        replay.find(session, "xpath", "//XCUIElementTypeButton[")
        replay.find(session, "class name", "XCUIElementTypeCell", plural: true)
        replay.find(session, "accessibility id", "nothing.here")
        return (replay, replay.sessions.run)
    }

    @Test func theFindsAreRecordedAsTheReplayAnsweredThem() throws {
        let (_, run) = try Self.replayedRun()
        #expect(run.sessions.map(\.platform) == [.ios])
        let recorded = run.recordedFinds
        #expect(recorded.map(\.status) == [200, 200, 400, 200, 404])
        #expect(recorded.map(\.error) == [nil, nil, "invalid selector", nil, "no such element"])
        #expect(recorded.map(\.elements.count) == [1, 1, 0, 2, 0])
        #expect(recorded.map(\.screen) == ["ios-login.xml", "ios-login.xml", "ios-login.xml", "ios-home.xml", "ios-home.xml"])
    }

    @Test func theReportJudgesEachLocatorAndNamesTheJump() throws {
        let (replay, run) = try Self.replayedRun()
        let report = run.report(
            screens: replay.sessions.screens, settings: CompareSettings(timings: [], mutations: [], seeds: [1]),
            clock: ContinuousMeasurementClock())
        #expect(report.locators.map(\.value) == [
            "//XCUIElementTypeStaticText[@name='login.title']", "Log in", "//XCUIElementTypeButton[",
            "XCUIElementTypeCell", "nothing.here",
        ])
        #expect(report.locators.map { $0.status?.rawValue } == ["unique", "ambiguous", nil, "list", "broken"])
        #expect(report.locators[0].replacement != nil)
        #expect(report.locators[2].invalid != nil)
        #expect(report.notes.contains { $0.contains("matched nothing on ios-login.xml and was answered on ios-home.xml") })
        #expect(report.summary.finds == 5)
    }
}
