import Foundation
import LocatorLabComparison
import LocatorLabRecording
import LocatorLabTestSupport
import LocatorLabWebDriver
import Testing

@Suite("With a recording, sessions follow the screens the recorded run reached")
struct RecordingPlanTests {
    @Test func theClickMovesTheSessionToTheRecordedScreenAndNothingJumps() throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try RecordingFolder.read(folder)
        let plan = RecordingPlan(recording: recording, screenIndex: ["screen-001": 0, "screen-002": 1])
        #expect(plan.sessions.first?.afterActions == [1])
        let replay = try ReplayHarness([ReplayHarness.iosLogin, ReplayHarness.iosHome], plan: plan)
        let session = replay.session(platform: "iOS")
        let button = try #require(replay.element(session, "accessibility id", "login.forgot"))
        #expect(replay.send("POST", "/session/\(session)/element/\(button)/click", "{}").status == 200)
        #expect((replay.find(session, "class name", "XCUIElementTypeCell", plural: true).value as? [Any])?.count == 2)
        #expect(replay.sessions.finds.allSatisfy { $0.jumpedFrom == nil })
        #expect(replay.sessions.finds.last?.screen == "ios-home.xml")
    }

    /// A find the recorded session sent only at a later step (its test was
    /// skipped, `pytest -k`): the session moves to that step, answers from
    /// its screen, and the report names the move.
    @Test func aFindRecordedLaterResynchronizesTheSession() throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try RecordingFolder.read(folder)
        let plan = RecordingPlan(recording: recording, screenIndex: ["screen-001": 0, "screen-002": 1])
        let replay = try ReplayHarness([ReplayHarness.iosLogin, ReplayHarness.iosHome], plan: plan)
        let session = replay.session(platform: "iOS")
        // Recorded only after the click, on the home screen.
        #expect((replay.find(session, "class name", "XCUIElementTypeCell", plural: true).value as? [Any])?.count == 2)
        let moved = try #require(replay.sessions.finds.last)
        #expect(moved.resynchronized && moved.jumpedFrom == "ios-login.xml" && moved.screen == "ios-home.xml")
        // Back to where login.forgot was sent, before the click.
        #expect(replay.element(session, "accessibility id", "login.forgot") != nil)
        #expect(replay.sessions.finds.last?.screen == "ios-login.xml")
        let notes = replay.sessions.run.report(
            screens: replay.sessions.screens, settings: CompareSettings(timings: []), clock: ContinuousMeasurementClock()
        ).notes
        #expect(notes.contains { $0.contains("a resynchronization") && $0.contains("XCUIElementTypeCell") })
    }

    /// Sessions follow a recorded session of their own platform, whatever
    /// the order they are opened in; none fitting is said, never served
    /// another platform's screens.
    @Test func aSessionFollowsARecordedSessionOfItsPlatform() throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try RecordingFolder.read(folder)
        let plan = RecordingPlan(recording: recording, screenIndex: ["screen-001": 0, "screen-002": 1])
        let replay = try ReplayHarness(
            [ReplayHarness.iosLogin, ReplayHarness.iosHome, ReplayHarness.androidLogin], plan: plan)
        let (_, android) = replay.send(
            "POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "Android"}}}"#)
        let capabilities = (android as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["locatorlab:recordedSession"] == nil)
        #expect((capabilities?["locatorlab:recording"] as? String)?.hasPrefix("no recorded session is of Android") == true)
        #expect(capabilities?["locatorlab:screen"] as? String == "android-login.xml")
        let (_, ios) = replay.send("POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}"#)
        let iosCapabilities = (ios as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(iosCapabilities?["locatorlab:recordedSession"] as? String == recording.sessions.first?.id)
        let pinned = replay.send(
            "POST", "/session",
            #"{"capabilities": {"alwaysMatch": {"platformName": "iOS", "locatorlab:recordedSession": 9}}}"#)
        #expect(ReplayHarness.error(pinned.value) == "session not created")
        #expect(replay.sessions.run.unmatchedSessions.count == 1)
    }
}
