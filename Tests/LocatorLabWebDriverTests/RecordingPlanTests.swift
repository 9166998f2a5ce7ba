import Foundation
import LocatorLabModel
import LocatorLabRecording
import LocatorLabTestSupport
import LocatorLabWebDriver
import Testing

@Suite("With a recording, sessions follow the screens the recorded run reached")
struct RecordingPlanTests {
    /// A recorded run: a find on the login screen, a click, a find on the
    /// home screen, in one session.
    static func recording(in folder: String) throws -> Recording {
        let writer = try RecordingWriter(folder: folder, manifest: RecordingManifest(upstream: "http://device", screenshots: false))
        try writer.startSession(RecordedSession(id: "S1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: nil))
        let login = try writer.screen(source: try TestFixtures.bytes(ReplayHarness.iosLogin), screenshot: nil, session: "S1")
        let home = try writer.screen(source: try TestFixtures.bytes(ReplayHarness.iosHome), screenshot: nil, session: "S1")
        try writer.recordFind {
            RecordedFind(
                sequence: $0, session: "S1", screen: login, using: "accessibility id", value: "Log in", plural: false,
                context: nil, status: 200, error: nil, elements: ["E1"], latencyMilliseconds: 80)
        }
        try writer.recordAction { RecordedAction(sequence: $0, session: "S1", screen: login, command: "click", element: "E1", status: 200) }
        try writer.recordFind {
            RecordedFind(
                sequence: $0, session: "S1", screen: home, using: "class name", value: "XCUIElementTypeCell", plural: true,
                context: nil, status: 200, error: nil, elements: ["E2", "E3"], latencyMilliseconds: 120)
        }
        return try RecordingFolder.read(folder)
    }

    @Test func theClickMovesTheSessionToTheRecordedScreenAndNothingJumps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-plan-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.recording(in: folder)
        let plan = RecordingPlan(recording: recording, screenIndex: ["screen-001": 0, "screen-002": 1])
        #expect(plan.sessions.first?.afterActions == [1])
        let replay = try ReplayHarness([ReplayHarness.iosLogin, ReplayHarness.iosHome], plan: plan)
        let session = replay.session(platform: "iOS")
        // Before the click the recording is on the login screen: no jump.
        #expect(ReplayHarness.error(replay.find(session, "class name", "XCUIElementTypeCell").value) == "no such element")
        let button = try #require(replay.element(session, "accessibility id", "login.forgot"))
        #expect(replay.send("POST", "/session/\(session)/element/\(button)/click", "{}").status == 200)
        #expect((replay.find(session, "class name", "XCUIElementTypeCell", plural: true).value as? [Any])?.count == 2)
        #expect(replay.sessions.finds.allSatisfy { $0.jumpedFrom == nil })
        #expect(replay.sessions.finds.last?.screen == "ios-home.xml")
    }
}
