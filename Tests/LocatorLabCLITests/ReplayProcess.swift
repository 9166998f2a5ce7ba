import Foundation
import LocatorLabTestSupport

/// `locatorlab replay … --port 0` (or `record` or `inspect`, given as
/// `command`) started as a shell starts it (`ignoringInterrupts`: as it
/// starts a background job), with its address read from what it prints
/// when ready (`listening on URL`; `serving URL …` for `inspect`).
struct ReplayProcess: @unchecked Sendable {  // immutable: a process id, its URL and a path
    let command: SpawnedCommand
    let url: String
    let standardError: URL

    init(_ arguments: [String], command name: String = "replay", ignoringInterrupts: Bool = false) throws {
        standardError = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).err")
        // Reports whole whatever the machine's load: tests read every locator.
        let unbounded = name == "replay" && !arguments.contains("--report-time") ? ["--report-time", "0"] : []
        command = try SpawnedCommand(
            [name] + arguments + unbounded + ["--port", "0"], standardError: standardError.path,
            ignoringInterrupts: ignoringInterrupts)
        let ready = name == "inspect" ? "serving " : "listening on "
        let deadline = Date().addingTimeInterval(30)
        var found: String?
        while Date() < deadline {
            let text = (try? String(contentsOf: standardError, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(ready + "http://") }) {
                found = String(line.dropFirst(ready.count).prefix { $0 != " " })
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let found else {
            command.signal(SIGKILL)
            _ = command.waitForSignal()
            throw ReplayProcessError(message: "\(name) did not start: " + ((try? String(contentsOf: standardError, encoding: .utf8)) ?? ""))
        }
        url = found
    }

    /// Stops it with `signal` and returns how it ended (nil: it exited) and what it printed on standard error.
    func stop(_ signal: Int32 = SIGINT) -> (signal: Int32?, standardError: String) {
        command.signal(signal)
        let ended = command.waitForSignal()
        defer { try? FileManager.default.removeItem(at: standardError) }
        return (ended, (try? String(contentsOf: standardError, encoding: .utf8)) ?? "")
    }
}

struct ReplayProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Runs the blocking `body` on a thread of its own. A test that waits for
/// a process on the cooperative pool (two threads on two cores) holds a
/// thread the in-process servers of other suites need: under a full run
/// their raw clients then timed out with empty replies.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
