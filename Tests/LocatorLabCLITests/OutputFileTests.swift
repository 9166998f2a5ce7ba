import Foundation
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `-o` on whatever is at the path, through a real command (`export`).
@Suite("locatorlab -o, end to end")
struct OutputFileTests {
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-o-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    private let sample = "samples/android-shop-products.xml"

    private func export(to path: String) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["export", sample, "--to", "json", "-o", path])
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode
    }

    @Test func aFIFOGetsTheOutputAndStaysAFIFO() throws {
        let folder = try Folder()
        let fifo = "\(folder.path)/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        // The JSON is larger than a pipe holds, so it is drained meanwhile.
        let received = ReceivedBytes()
        let stopped = DispatchSemaphore(value: 0)
        let drain = Thread {
            while !received.finished {
                if received.read(from: reader) <= 0 { usleep(1000) }
            }
            stopped.signal()
        }
        drain.start()
        let run = try export(to: fifo)
        received.finished = true
        stopped.wait()
        while received.read(from: reader) > 0 {}
        #expect(run.status == 0, "\(run.standardError)")
        #expect(mode(fifo) & S_IFMT == S_IFIFO)
        #expect(String(decoding: received.bytes, as: UTF8.self).contains("\"format\" : \"locatorlab-tree\""))
    }

    @Test func aLinkIsWrittenThroughAndAFileKeepsItsMode() throws {
        let folder = try Folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/report.json"))
        try #require(chmod("\(folder.path)/report.json", 0o640) == 0)
        try #require(symlink("report.json", "\(folder.path)/latest.json") == 0)
        let run = try export(to: "\(folder.path)/latest.json")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(mode("\(folder.path)/latest.json") & S_IFMT == S_IFLNK)
        #expect(mode("\(folder.path)/report.json") & 0o7777 == 0o640)
        let written = try String(contentsOfFile: "\(folder.path)/report.json", encoding: .utf8)
        #expect(written.contains("\"format\" : \"locatorlab-tree\""))
        #expect(folder.names == ["latest.json", "report.json"])
    }

    @Test(.enabled(if: ReadOnlyFile.isPossible))
    func aFileTheUserMayNotWriteExitsWith73AndSaysSo() throws {
        let folder = try Folder()
        let file = "\(folder.path)/report.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        try ReadOnlyFile.protect(file)
        defer { ReadOnlyFile.release(file) }
        let run = try export(to: file)
        #expect(run.status == 73)
        #expect(run.standardError.hasPrefix("\(file): error: cannot write file: you may not write this file ("), "\(run.standardError)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
        #expect(folder.names == ["report.json"])
    }

    /// The arguments of each command that writes a file it is given, with
    /// that file `output` (`replay --report`, `record -o DIR`).
    static func arguments(_ command: String, output: String) -> [String] {
        let samples = TestFixtures.repositoryRoot.appendingPathComponent("samples").path
        let ios = samples + "/ios-health-summary.xml"
        return switch command {
        case "query": ["query", ios, "//*[@name='x']", "--format", "json", "-o", output]
        case "compare": ["compare", ios, "--locator", "//*[@name='x']", "--no-timing", "-o", output]
        case "bench": ["bench", "--sizes", "1k", "--min-time", "1", "--no-device", "-o", output]
        case "convert": ["convert", samples + "/tests", "--page-source", ios, "-o", output]
        case "generate": ["generate", "--elements", "5", "-o", output]
        case "replay": ["replay", ios, "--port", "0", "--report", output]
        case "record": ["record", "--upstream", "http://127.0.0.1:9", "--port", "0", "-o", output]
        default: [command, ios, "-o", output]
        }
    }

    /// A dangling symbolic link given as the output is refused by every
    /// command, with exit 73 and where the link points, before the
    /// command's work: nothing is created where the link points, and the
    /// link stays. `replay --report` served a whole run first and lost its
    /// report at the end; `record -o` followed its own rules.
    @Test(arguments: [
        "query", "compare", "bench", "convert", "export", "generate", "codegen", "audit", "inspect", "replay", "record",
    ])
    func aDanglingSymbolicLinkIsRefusedBeforeTheWork(command: String) throws {
        let folder = try Folder()
        let link = "\(folder.path)/out"
        try #require(symlink("target.out", link) == 0)
        let errors = "\(folder.path)/errors.txt"
        let run = try SpawnedCommand(Self.arguments(command, output: link), standardError: errors)
        // A bound so that a server that starts serving fails the test
        // instead of hanging it; the refusal takes milliseconds.
        let ending = run.waitForEnding(within: .seconds(60))
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(ending == .exited(73), "\(command): \(message)")
        #expect(message.contains("\(link): error: cannot write file: it is a symbolic link to 'target.out', which does not exist"), "\(command): \(message)")
        #expect(mode(link) & S_IFMT == S_IFLNK)
        #expect(folder.names == ["errors.txt", "out"])
    }
}

/// Bytes a reader thread collects.
final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []
    private var done = false

    var bytes: [UInt8] { lock.withLock { storage } }
    var finished: Bool {
        get { lock.withLock { done } }
        set { lock.withLock { done = newValue } }
    }

    /// One read(2) into the collected bytes; its result.
    func read(from descriptor: Int32) -> Int {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        if count > 0 { lock.withLock { storage += buffer[..<count] } }
        return count
    }
}
