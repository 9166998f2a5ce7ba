import Foundation
import LocatorLabModel
import LocatorLabRecording
import LocatorLabTestSupport
import Testing

/// An oversized line of `events.jsonl` (issue 29, item 9): refused with
/// its file and line once it passes the limit, while it is being read.
@Suite("Event log lines held to their limit")
struct EventLineLimitTests {
    static let session = RecordedSession(
        id: "s-1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: "com.example.shop")

    /// A recording of one session, one screen and one find whose locator is
    /// `value`.
    static func recording(locator value: String) throws -> String {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let writer = try RecordingWriter(
            folder: folder, manifest: RecordingManifest(upstream: "http://127.0.0.1:4723", screenshots: false))
        try writer.startSession(session)
        let screen = try writer.screen(source: Array("<AppiumAUT/>".utf8), screenshot: nil, session: "s-1")
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: screen, using: "xpath", value: value, plural: false,
            context: nil, status: 200, error: nil, elements: ["e-1"], latencyMilliseconds: 1) }
        return folder
    }

    /// A find of a 5,000-byte locator is line 3; read with a 4,096-byte
    /// limit it is refused, where it was decoded and read back.
    @Test func aLineOverTheLimitIsRefusedNamingTheFileAndLine() throws {
        let folder = try Self.recording(locator: "//*[@name='" + String(repeating: "x", count: 5000) + "']")
        let log = folder + "/events.jsonl"
        let error = try #require(throws: RecordingError.self) { try RecordingFolder.read(folder, maximumEventBytes: 4096) }
        guard case .invalidEvent(let path, let line, let reason) = error else {
            Issue.record("expected the line refused, got \(error)")
            return
        }
        #expect(path == log)
        #expect(line == 3)
        #expect(reason.hasPrefix("the line is longer than 4096 bytes"))
        #expect(try RecordingFolder.read(folder, maximumEventBytes: 8192).finds.count == 1)
    }

    /// An event log that never ends (a FIFO fed `x` for ever): refused at
    /// line 1 once past a 1 MiB line limit, the writer having got no
    /// further than the limit, a piece and the pipe (64 KiB each). Read
    /// whole first, it went on to the 256 MiB log limit.
    @Test func aLineIsRefusedWhileItIsRead() throws {
        let folder = try Self.recording(locator: "//*")
        let log = folder + "/events.jsonl"
        try FileManager.default.removeItem(atPath: log)
        let fifo = try EndlessFIFO(at: log, chunk: Array(repeating: UInt8(ascii: "x"), count: 1 << 16))
        #expect(throws: RecordingError.invalidEvent(
            path: log, line: 1,
            reason: "the line is longer than \(1 << 20) bytes; expected one event "
                + "(a recorder writes none this long)")) { try RecordingFolder.read(folder, maximumEventBytes: 1 << 20) }
        #expect(fifo.bytesWritten() <= (1 << 20) + (3 << 16))
    }

    /// What readers refuse is never written: the writer leaves the event
    /// out and says so, and the rest of the run reads back.
    @Test func theWriterLeavesOutAnEventNoReaderWouldRead() throws {
        let folder = try Self.recording(locator: "//*")
        let writer = try RecordingWriter(
            folder: folder + "-2", manifest: RecordingManifest(upstream: "http://127.0.0.1:4723", screenshots: false))
        try writer.startSession(Self.session)
        let screen = try writer.screen(source: Array("<AppiumAUT/>".utf8), screenshot: nil, session: "s-1")
        let huge = String(repeating: "x", count: RecordingFolder.maximumEventBytes)
        let error = try #require(throws: RecordingError.self) {
            try writer.recordFind { RecordedFind(
                sequence: $0, session: "s-1", screen: screen, using: "xpath", value: huge, plural: false,
                context: nil, status: 200, error: nil, elements: [], latencyMilliseconds: 1) }
        }
        #expect(error.description.contains("is longer than the \(RecordingFolder.maximumEventBytes) a line may take"))
        try writer.recordAction { RecordedAction(
            sequence: $0, session: "s-1", screen: screen, command: "click", element: nil, status: 200) }
        #expect(try RecordingFolder.read(folder + "-2").actions.count == 1)
    }
}
