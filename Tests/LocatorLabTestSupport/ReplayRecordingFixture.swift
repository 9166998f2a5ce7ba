import Foundation
import LocatorLabModel
import LocatorLabRecording

/// A recorded run of one iOS session over Tests/Fixtures/replay: a find on
/// the login screen (`login.forgot`), a click on it, a find of the cells
/// of the home screen; what replay tests play back.
public enum ReplayRecordingFixture {
    /// Writes the recording into a new temporary folder and returns its path.
    public static func write() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)").path
        let writer = try RecordingWriter(folder: folder, manifest: RecordingManifest(upstream: "http://device", screenshots: false))
        try writer.startSession(RecordedSession(id: "S1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: nil))
        let login = try writer.screen(source: try TestFixtures.bytes("replay/ios-login.xml"), screenshot: nil, session: "S1")
        let home = try writer.screen(source: try TestFixtures.bytes("replay/ios-home.xml"), screenshot: nil, session: "S1")
        try writer.recordFind {
            RecordedFind(
                sequence: $0, session: "S1", screen: login, using: "accessibility id", value: "login.forgot", plural: false,
                context: nil, status: 200, error: nil, elements: ["E1"], latencyMilliseconds: 80)
        }
        try writer.recordAction { RecordedAction(sequence: $0, session: "S1", screen: login, command: "click", element: "E1", status: 200) }
        try writer.recordFind {
            RecordedFind(
                sequence: $0, session: "S1", screen: home, using: "class name", value: "XCUIElementTypeCell", plural: true,
                context: nil, status: 200, error: nil, elements: ["E2", "E3"], latencyMilliseconds: 120)
        }
        return folder
    }
}
