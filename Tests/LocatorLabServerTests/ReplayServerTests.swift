import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import LocatorLabWebDriver
import LocatorLabXML
import Testing

@testable import LocatorLabServer

/// What `locatorlab replay` accepts from the network: only requests to
/// this machine by address, bodies within the policy, and no request path
/// that reaches a file. (A find stopped at its time limit while other
/// sessions are served: HostileEvaluationTests, without a socket.)
@Suite("replay refuses what could take it down or read past its screens", .serialized, .timeLimit(.minutes(5)))
struct ReplayServerTests {
    static func serve(_ policy: ServerPolicy = ServerPolicy()) async throws
        -> (port: Int, task: Task<Void, Never>)
    {
        let bytes = try TestFixtures.bytes("replay/ios-login.xml")
        let screen = Screen(
            name: "ios-login.xml", tree: try PageSourceReader.read(bytes, file: "ios-login.xml"), source: bytes,
            screenshot: nil)
        let server = try ReplayServer(
            sessions: ReplaySessions(screens: [screen]), port: 0,
            policy: policy)
        let task = Task { _ = try? await server.run() }
        return (try await server.port(timeout: 60), task)
    }

    static func request(_ method: String, _ path: String, port: Int, host: String? = nil, body: String = "") -> String {
        RawConnection.request(method, path, port: port, host: host, body: body)
    }

    static func newSession(port: Int) async throws -> String {
        try await RawConnection.newSession(port: port)
    }

    /// A page on another site (DNS rebinding gives it a Host of its own
    /// name) cannot drive the replay.
    @Test(arguments: ["evil.example:PORT", "127.0.0.1:1"])
    func anotherHostIsForbidden(host: String) async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let request = Self.request("GET", "/status", port: port, host: host.replacingOccurrences(of: "PORT", with: "\(port)"))
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(request) }
        #expect(reply.hasPrefix("HTTP/1.1 403 "))
        #expect(!reply.contains("ready"))
    }

    /// A name the user allowed (`--allow-host replay`) is accepted; others still are not.
    @Test func anAllowedHostNameIsAccepted() async throws {
        var policy = ServerPolicy()
        policy.allowedHostNames = ["replay"]
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let allowed = try await RawConnection(port: port).offPool {
            try $0.exchange(Self.request("GET", "/status", port: port, host: "Replay:\(port)"))
        }
        #expect(allowed.hasPrefix("HTTP/1.1 200 "))
        let other = try await RawConnection(port: port).offPool {
            try $0.exchange(Self.request("GET", "/status", port: port, host: "evil.example:\(port)"))
        }
        #expect(other.hasPrefix("HTTP/1.1 403 "))
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
        var policy = ServerPolicy()
        policy.maximumBodyBytes = 1024
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let body = #"{"using": "xpath", "value": "\#(String(repeating: "/*", count: 1000))"}"#
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(Self.request("POST", "/session", port: port, body: body)) }
        #expect(reply.hasPrefix("HTTP/1.1 413 "))
    }

    /// Paths that would leave a web root answer `unknown command`; nothing
    /// a request says is a file name (the screens were read before start).
    @Test(arguments: ["/../../../../etc/passwd", "/session/x/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"])
    func noPathReachesTheFileSystem(path: String) async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(Self.request("GET", path, port: port)) }
        #expect(reply.hasPrefix("HTTP/1.1 404 "))
        #expect(reply.contains(#""error":"unknown command""#))
        #expect(!reply.contains("root:"))
    }

    /// The refusal's W3C error, as a WebDriver client reads it: `value.error`
    /// and `value.message` (selenium's `check_response`), not `{"error": …}`.
    static func webDriverError(in reply: String) throws -> (error: String?, message: String?) {
        let body = try #require(reply.range(of: "\r\n\r\n").map { String(reply[$0.upperBound...]) }, "\(reply)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], "\(body)")
        let value = try #require(object["value"] as? [String: Any], "\(body)")
        #expect(value["stacktrace"] as? String == "")
        #expect(object["error"] == nil)
        return (value["error"] as? String, value["message"] as? String)
    }

    /// What the guard refuses before any route sees it reaches a WebDriver
    /// client as a W3C error, with the guard's status and reason.
    @Test func theGuardsRefusalsAreW3CErrors() async throws {
        var policy = ServerPolicy()
        policy.maximumBodyBytes = 1024
        policy.requestTimeout = .milliseconds(300)
        policy.maximumConnections = 2
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }

        let forbidden = try await RawConnection(port: port).offPool {
            try $0.exchange(Self.request("GET", "/status", port: port, host: "evil.example:\(port)"))
        }
        #expect(forbidden.hasPrefix("HTTP/1.1 403 "))
        #expect(try Self.webDriverError(in: forbidden).error == "unknown error")
        #expect(try Self.webDriverError(in: forbidden).message?.contains("evil.example") == true)

        let body = #"{"using": "xpath", "value": "\#(String(repeating: "/*", count: 1000))"}"#
        let large = try await RawConnection(port: port).offPool { try $0.exchange(Self.request("POST", "/session", port: port, body: body)) }
        #expect(large.hasPrefix("HTTP/1.1 413 "))
        #expect(try Self.webDriverError(in: large).error == "invalid argument")
        #expect(try Self.webDriverError(in: large).message?.contains("at most 1024 are accepted") == true)

        let slow = try RawConnection(port: port)
        try slow.send("GET /status HTTP/1.1\r\nHost: 127.0.0.1")
        let late = try await slow.offPool { try $0.readAll() }
        #expect(late.hasPrefix("HTTP/1.1 408 "))
        #expect(try Self.webDriverError(in: late).error == "timeout")

    }

    /// A full server whose every connection is inside a request answers a
    /// new one 503, as a W3C error. (Connections that only wait are
    /// dropped for it instead: ServerPolicyTests.)
    @Test func aFullServerRefusesAsAWebDriverError() async throws {
        var policy = ServerPolicy()
        policy.maximumConnections = 2
        // Whatever the load, the two stay: none has waited this long.
        policy.evictableAfter = .seconds(600)
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let inside = try (0..<2).map { _ in try RawConnection(port: port) }
        for connection in inside { try connection.send("GET /status HTTP/1.1\r\n") }
        var busy = ""
        // The server may not have read the partial heads yet: ask until it has.
        for _ in 0..<200 {
            busy = try await RawConnection(port: port).offPool { try $0.exchange(Self.request("GET", "/status", port: port)) }
            if busy.hasPrefix("HTTP/1.1 503 ") { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(busy.hasPrefix("HTTP/1.1 503 "))
        #expect(try Self.webDriverError(in: busy).error == "unknown error")
        #expect(try Self.webDriverError(in: busy).message?.contains("2 open connections") == true)
    }
}
