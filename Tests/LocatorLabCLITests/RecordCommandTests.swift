import Foundation
import LocatorLabRecording
import LocatorLabServer
import LocatorLabTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `record`: a proxy in front of a driver that forwards everything unchanged
/// and keeps the run as a recording, tested against a small in-test driver.
@Suite("locatorlab record: the proxy and its recording", .serialized)
struct RecordCommandTests {
    struct Reply {
        var status: Int
        var body: Data
        var contentType: String?
    }

    static func send(_ method: String, _ url: String, _ body: [String: Any]? = nil) async throws -> Reply {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        return Reply(status: http.statusCode, body: data, contentType: http.value(forHTTPHeaderField: "Content-Type"))
    }

    /// A short run through `proxy`: a session, a find, a find that fails,
    /// a click, two finds on the next screen, the end of the session.
    static func run(through proxy: String) async throws -> [Reply] {
        var replies: [Reply] = []
        replies.append(try await send("POST", proxy + "/session", ["capabilities": ["alwaysMatch": ["platformName": "iOS"]]]))
        replies.append(try await send("POST", proxy + "/session/s-1/element", ["using": "accessibility id", "value": "login"]))
        replies.append(try await send("POST", proxy + "/session/s-1/element", ["using": "xpath", "value": "//*[@name='welcome']"]))
        replies.append(try await send("POST", proxy + "/session/s-1/element/e-login/click", [:]))
        replies.append(try await send("POST", proxy + "/session/s-1/element", ["using": "xpath", "value": "//*[@name='welcome']"]))
        replies.append(try await send("POST", proxy + "/session/s-1/element", ["using": "accessibility id", "value": "welcome"]))
        replies.append(try await send("DELETE", proxy + "/session/s-1"))
        return replies
    }

    static func startProxy(upstream: String, folder: String, notices: NoticeLog = NoticeLog()) async throws
        -> (proxy: RecordingProxy, url: String, task: Task<Void, any Error>)
    {
        let proxy = try RecordingProxy(
            upstream: upstream, folder: folder, screenshots: false, port: 0, notice: { notices.add($0) })
        let task = Task { try await proxy.run() }
        let port = try await proxy.port(timeout: 60)
        return (proxy, proxy.url(port: port), task)
    }

    final class NoticeLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var messages: [String] { lock.withLock { stored } }
        func add(_ message: String) { lock.withLock { stored.append(message) } }
    }

    @Test func everyAnswerPassesUnchangedAndTheRunIsRecorded() async throws {
        let upstream = try FakeAppium()
        let upstreamURL = try await upstream.start()
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let (proxy, url, task) = try await Self.startProxy(upstream: upstreamURL, folder: folder)
        let proxied = try await Self.run(through: url)
        task.cancel()
        #expect(await proxy.summary().text == "recorded 4 finds and 1 action on 2 screens in \(folder)")

        // The same run straight to the driver answers the same bytes.
        let direct = try FakeAppium()
        let directURL = try await direct.start()
        let straight = try await Self.run(through: directURL)
        #expect(proxied.map(\.status) == [200, 200, 404, 200, 200, 200, 200])
        #expect(proxied.map(\.status) == straight.map(\.status))
        #expect(proxied.map(\.body) == straight.map(\.body))
        #expect(proxied.map(\.contentType) == straight.map(\.contentType))
        // One capture at the first find, one at the first find after the click.
        #expect(upstream.sourcesServed == 2)

        let recording = try RecordingFolder.read(folder)
        #expect(recording.manifest.upstream == upstreamURL)
        #expect(recording.sessions.map(\.id) == ["s-1"])
        #expect(recording.sessions[0].platform == .ios)
        #expect(recording.sessions[0].automationName == "XCUITest")
        #expect(recording.screens.map(\.id) == ["screen-001", "screen-002"])
        #expect(try String(contentsOfFile: recording.sourcePaths[0], encoding: .utf8) == FakeAppium.login)
        #expect(recording.finds.map(\.screen) == ["screen-001", "screen-001", "screen-002", "screen-002"])
        #expect(recording.finds.map(\.value) == ["login", "//*[@name='welcome']", "//*[@name='welcome']", "welcome"])
        #expect(recording.finds.map(\.elements) == [["e-login"], [], ["e-welcome"], ["e-welcome"]])
        #expect(recording.finds[1].error == "no such element")
        #expect(recording.finds.allSatisfy { $0.latencyMilliseconds > 0 })
        #expect(recording.actions.map(\.command) == ["click"])
        #expect(recording.actions.map(\.element) == ["e-login"])
        #expect(recording.screen(after: recording.actions[0]) == "screen-002")
        await upstream.stop()
        await direct.stop()

        // What the recording is for: its locators judged without a device.
        let compared = try await offPool { try CommandRunner.run(["compare", "--recording", folder, "--no-timing", "--seeds", "1"]) }
        #expect(compared.status == 0, "\(compared.standardError)")
        #expect(compared.output.contains("4 finds of 3 distinct locators on 2 screens"))
        #expect(compared.output.contains("device vs LocatorLab  4 agrees, 0 disagrees, 0 not-compared"))
    }

    @Test func anUnreachableUpstreamIsAnUnknownErrorWithTheReason() async throws {
        // A port nothing listens on: one the system gave and took back.
        let closed = try FakeAppium()
        let closedURL = try await closed.start()
        await closed.stop()
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let notices = NoticeLog()
        let (_, url, task) = try await Self.startProxy(upstream: closedURL, folder: folder, notices: notices)
        defer { task.cancel() }
        let reply = try await Self.send("POST", url + "/session", ["capabilities": [:]])
        #expect(reply.status == 500)
        let value = try #require((try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])?["value"] as? [String: Any])
        #expect(value["error"] as? String == "unknown error")
        #expect((value["message"] as? String)?.hasPrefix("locatorlab record: cannot reach the upstream \(closedURL)") == true)
        #expect(notices.messages.count == 1)
    }

    @Test func aFolderThatHoldsFilesOrABadUpstreamIsRefusedBeforeListening() throws {
        #expect(throws: ServerError.invalidUpstream("ftp://x")) {
            try RecordingProxy(upstream: "ftp://x", folder: "unused", screenshots: false, port: 0)
        }
        let usage = try CommandRunner.run(["record", "--upstream", "localhost:4723", "-o", "unused"])
        #expect(usage.status == 64)
        #expect(usage.standardError.contains("--upstream 'localhost:4723' is not an http or https URL"))
        let taken = try CommandRunner.run(["record", "--upstream", "http://127.0.0.1:4723", "-o", "samples", "--port", "0"])
        #expect(taken.status == 73)
        #expect(taken.standardError.contains("samples: cannot write recording: the folder is not empty"))
    }

    /// The command as a user runs it: ready line, a find, SIGTERM, the summary.
    @Test func theCommandSaysWhereItListensAndStopsCleanlyOnSIGTERM() async throws {
        let upstream = try FakeAppium()
        let upstreamURL = try await upstream.start()
        defer { Task { await upstream.stop() } }
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["record", "--upstream", upstreamURL, "-o", folder, "--port", "0"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Blocking reads and waits run off the cooperative pool, which the
        // in-process servers of other suites share.
        let ready = try await offPool {
            var lines = Data()
            while lines.count(where: { $0 == UInt8(ascii: "\n") }) < 2 {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                lines += chunk
            }
            return String(decoding: lines, as: UTF8.self)
        }
        let proxy = try #require(ready.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)\n/).map { String($0.output.1) }, "\(ready)")
        // The hint says what to do next in this run's words: the URL to
        // give the suite instead of which, and how to end the recording.
        #expect(
            ready.hasSuffix(
                "  run the suite with its Appium server URL set to \(proxy) instead of \(upstreamURL), then Ctrl-C "
                    + "(or SIGTERM) to end the recording in \(folder)\n"), "\(ready)")
        _ = try await Self.send("POST", proxy + "/session", ["capabilities": ["alwaysMatch": ["platformName": "iOS"]]])
        _ = try await Self.send("POST", proxy + "/session/s-1/element", ["using": "accessibility id", "value": "login"])
        process.terminate()
        let rest = try await offPool {
            process.waitUntilExit()
            return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(rest.contains("recorded 1 find and 0 actions on 1 screen in \(folder)"))
        #expect(try RecordingFolder.read(folder).finds.count == 1)
    }
}
