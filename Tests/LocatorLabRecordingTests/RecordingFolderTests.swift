import Foundation
import LocatorLabModel
import LocatorLabRecording
import LocatorLabTestSupport
import Testing

@Suite struct RecordingFolderTests {
    let session = RecordedSession(
        id: "s-1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: "com.example.shop")

    /// A run of two screens: a find, a click that leads on, a find there, a
    /// click that comes back to the first screen, and a find on it again.
    func writeRun(in folder: String) throws {
        let writer = try RecordingWriter(
            folder: folder, manifest: RecordingManifest(upstream: "http://127.0.0.1:4723", screenshots: false))
        try writer.startSession(session)
        try writer.startSession(session)
        let first = try writer.screen(source: Array("<AppiumAUT>one</AppiumAUT>".utf8), screenshot: nil, session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: first, using: "xpath", value: "//*[@name='Buy']", plural: false,
            context: nil, status: 200, error: nil, elements: ["e-1"], latencyMilliseconds: 41.5) }
        try writer.recordAction { RecordedAction(
            sequence: $0, session: "s-1", screen: first, command: "click", element: "e-1", status: 200) }
        let second = try writer.screen(source: Array("<AppiumAUT>two</AppiumAUT>".utf8), screenshot: [0x89], session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: second, using: "accessibility id", value: "Pay", plural: true,
            context: nil, status: 200, error: nil, elements: [], latencyMilliseconds: 12) }
        try writer.recordAction { RecordedAction(
            sequence: $0, session: "s-1", screen: second, command: "back", element: nil, status: 200) }
        let again = try writer.screen(source: Array("<AppiumAUT>one</AppiumAUT>".utf8), screenshot: nil, session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: again, using: "id", value: "Missing", plural: false,
            context: nil, status: 404, error: "no such element", elements: [], latencyMilliseconds: 3) }
    }

    @Test func aRunReadsBackWithEachScreenStoredOnceAndWhereEachActionLed() throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        try writeRun(in: folder)
        #expect(RecordingFolder.isRecording(folder))
        let recording = try RecordingFolder.read(folder)
        #expect(recording.sessions == [session])
        #expect(recording.screens.map(\.id) == ["screen-001", "screen-002"])
        #expect(recording.screens[1].screenshot == "screens/screen-002.png")
        #expect(recording.finds.map(\.sequence) == [1, 3, 5])
        #expect(recording.finds.map(\.screen) == ["screen-001", "screen-002", "screen-001"])
        #expect(recording.actions.map { recording.screen(after: $0) } == ["screen-002", "screen-001"])
        #expect(recording.finds[2].error == "no such element")
        #expect(recording.notes.isEmpty)
        let source = try String(contentsOfFile: recording.sourcePaths[1], encoding: .utf8)
        #expect(source == "<AppiumAUT>two</AppiumAUT>")
    }

    /// Keys typed into a field, then a click on the login screen's button:
    /// only the click leads on, or a replay would leave the button's screen
    /// before the click and answer it with a stale element.
    @Test func ofActionsSentBetweenTwoFindsOnlyTheLastLeadsOn() throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let writer = try RecordingWriter(
            folder: folder, manifest: RecordingManifest(upstream: "http://127.0.0.1:4723", screenshots: false))
        try writer.startSession(session)
        let login = try writer.screen(source: Array("<AppiumAUT>login</AppiumAUT>".utf8), screenshot: nil, session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: login, using: "accessibility id", value: "email", plural: false,
            context: nil, status: 200, error: nil, elements: ["e-1"], latencyMilliseconds: 5) }
        for (command, element) in [("value", "e-1"), ("click", "e-2")] {
            try writer.recordAction { RecordedAction(
                sequence: $0, session: "s-1", screen: login, command: command, element: element, status: 200) }
        }
        let home = try writer.screen(source: Array("<AppiumAUT>home</AppiumAUT>".utf8), screenshot: nil, session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: home, using: "accessibility id", value: "cell", plural: true,
            context: nil, status: 200, error: nil, elements: ["e-3"], latencyMilliseconds: 5) }
        let recording = try RecordingFolder.read(folder)
        #expect(recording.actions.map { recording.screen(after: $0) } == [nil, "screen-002"])
    }

    @Test func aRecordingIsNeverWrittenIntoAFolderThatHoldsFiles() throws {
        let folder = try ExternalTool.temporaryDirectory()
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: RecordingError.self) {
            _ = try RecordingWriter(folder: folder.path, manifest: RecordingManifest(upstream: "u", screenshots: false))
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func aLastLineCutShortByAKillIsLeftOutWithANote() throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        try writeRun(in: folder)
        let log = URL(fileURLWithPath: folder).appendingPathComponent("events.jsonl")
        let handle = try FileHandle(forWritingTo: log)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"kind":"find","sequ"#.utf8))
        try handle.close()
        let recording = try RecordingFolder.read(folder)
        #expect(recording.finds.count == 3)
        #expect(recording.notes.count == 1)
        #expect(recording.notes[0].contains("events.jsonl:9"))
    }

    @Test(arguments: [
        (#"{"kind":"find","sequence":1,"session":"nobody","screen":"screen-001","using":"id","value":"x","plural":false,"status":200,"elements":[],"latencyMilliseconds":1}"#,
         "session \"nobody\" is not declared before it"),
        (#"{"kind":"screen","id":"screen-009","source":"../../etc/passwd","session":"s-1"}"#,
         "is outside the recording"),
        (#"{"kind":"screen","id":"screen-009","source":"/etc/passwd","session":"s-1"}"#,
         "is outside the recording"),
        (#"{"kind":"find","sequence":"one"}"#, "expected"),
    ])
    func anEventThatDoesNotHoldTogetherIsRefusedWithItsLine(line: String, reason: String) throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        try writeRun(in: folder)
        let log = URL(fileURLWithPath: folder).appendingPathComponent("events.jsonl")
        let handle = try FileHandle(forWritingTo: log)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((line + "\n").utf8))
        try handle.close()
        do {
            _ = try RecordingFolder.read(folder)
            Issue.record("read a recording with a bad line")
        } catch {
            #expect(error.description.contains("events.jsonl:9"))
            #expect(error.description.contains(reason))
        }
    }

    @Test func aScreenLinkedOutOfTheFolderIsRefused() throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        try writeRun(in: folder)
        let screen = URL(fileURLWithPath: folder).appendingPathComponent("screens/screen-001.xml")
        try FileManager.default.removeItem(at: screen)
        try FileManager.default.createSymbolicLink(atPath: screen.path, withDestinationPath: "/etc/hostname")
        #expect(throws: RecordingError.self) { _ = try RecordingFolder.read(folder) }
    }

    /// A folder that is not there is missing input (exit 66), not a folder
    /// that fails to be a recording.
    @Test func aMissingFolderIsUnreadable() throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("never-written").path
        #expect(throws: RecordingError.unreadable(path: folder, reason: "no such folder")) {
            try RecordingFolder.read(folder)
        }
    }

    @Test func aFolderOfAnotherFormatOrANewerVersionIsNotARecording() throws {
        let folder = try ExternalTool.temporaryDirectory()
        try Data(#"{"format":"locatorlab-recording","version":99,"upstream":"u","screenshots":false}"#.utf8)
            .write(to: folder.appendingPathComponent("recording.json"))
        #expect(throws: RecordingError.self) { _ = try RecordingFolder.read(folder.path) }
        try Data(#"{"format":"har","version":1,"upstream":"u","screenshots":false}"#.utf8)
            .write(to: folder.appendingPathComponent("recording.json"))
        do {
            _ = try RecordingFolder.read(folder.path)
        } catch {
            #expect(error.description.contains("expected \"locatorlab-recording\""))
        }
    }
}
