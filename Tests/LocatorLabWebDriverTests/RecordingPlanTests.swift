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

    /// Two recorded tests, each in its own session, both starting with the
    /// same find: run again one after another, the second session follows
    /// the second recorded one, not the first again.
    @Test func sessionsOneAfterAnotherFollowTheRunTestByTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try RecordingWriter(folder: folder, manifest: RecordingManifest(upstream: "http://device", screenshots: false))
        for (id, source) in [("T1", "replay/ios-login.xml"), ("T2", "replay/ios-home.xml")] {
            try writer.startSession(RecordedSession(id: id, platform: .ios, automationName: nil, appPackage: nil, bundleID: nil))
            let screen = try writer.screen(source: try TestFixtures.bytes(source), screenshot: nil, session: id)
            try writer.recordFind {
                RecordedFind(
                    sequence: $0, session: id, screen: screen, using: "class name", value: "XCUIElementTypeApplication",
                    plural: false, context: nil, status: 200, error: nil, elements: ["E"], latencyMilliseconds: 1)
            }
        }
        let recording = try RecordingFolder.read(folder)
        let index = Dictionary(uniqueKeysWithValues: recording.screens.enumerated().map { ($1.id, $0) })
        let replay = try ReplayHarness(
            [ReplayHarness.iosLogin, ReplayHarness.iosHome], plan: RecordingPlan(recording: recording, screenIndex: index))
        let first = replay.session(platform: "iOS")
        #expect(replay.find(first, "class name", "XCUIElementTypeApplication").status == 200)
        #expect(replay.sessions.finds.last?.screen == "ios-login.xml")
        #expect(replay.send("DELETE", "/session/\(first)").status == 200)
        let second = replay.session(platform: "iOS")
        #expect(replay.find(second, "class name", "XCUIElementTypeApplication").status == 200)
        #expect(replay.sessions.finds.last?.screen == "ios-home.xml")
    }
}
