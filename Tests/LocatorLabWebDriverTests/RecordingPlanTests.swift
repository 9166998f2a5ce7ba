import Foundation
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
        // Before the click the recording is on the login screen: no jump.
        #expect(ReplayHarness.error(replay.find(session, "class name", "XCUIElementTypeCell").value) == "no such element")
        let button = try #require(replay.element(session, "accessibility id", "login.forgot"))
        #expect(replay.send("POST", "/session/\(session)/element/\(button)/click", "{}").status == 200)
        #expect((replay.find(session, "class name", "XCUIElementTypeCell", plural: true).value as? [Any])?.count == 2)
        #expect(replay.sessions.finds.allSatisfy { $0.jumpedFrom == nil })
        #expect(replay.sessions.finds.last?.screen == "ios-home.xml")
    }
}
