import Foundation
import LocatorLabModel
import LocatorLabTestSupport
import Testing

@testable import LocatorLabServer

#if canImport(Glibc)
    import Glibc
#endif

/// The bounds `inspect --serve` holds its clients to, over real HTTP on
/// 127.0.0.1. Raw sockets, because what is tested is what a well-behaved
/// client (URLSession, the page) never sends.
@Suite("inspect --serve refuses what could take it down", .serialized, .timeLimit(.minutes(5)))
struct ServerPolicyTests {
    /// One login button, enough to query.
    static func loginScreen() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios)
        _ = builder.open(Element(type: "XCUIElementTypeApplication", attributes: [Attribute("name", "App")]))
        _ = builder.add(Element(type: "XCUIElementTypeButton", attributes: [Attribute("name", "login")]))
        builder.close()
        return builder.finish()
    }

    /// A served page with `policy`, its port, and the task to cancel.
    /// For the tests that are not about time: deadlines far past what a
    /// test process starved by the other suites takes (a 3 MiB request
    /// line got 408 after the default 10 s there), so only what a test
    /// checks can fail it. The tests of deadlines set their own.
    static var patient: ServerPolicy {
        var policy = ServerPolicy()
        policy.firstRequestTimeout = .seconds(120)
        policy.requestTimeout = .seconds(120)
        policy.responseTimeout = .seconds(120)
        return policy
    }

    static func serve(_ policy: ServerPolicy = patient) async throws -> (port: Int, task: Task<Void, Never>) {
        let server = try InspectionServer(
            page: Array("<html>page</html>".utf8), screens: [Screen(name: "login", tree: loginScreen())], port: 0, policy: policy)
        let task = Task { _ = try? await server.run() }
        return (try await server.port(timeout: 60), task)
    }

    @Test func aHugeRequestLineIsRefusedAtOnceAndTheServerGoesOn() async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let line = "GET /" + String(repeating: "a", count: 3 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        // FlyingFox's reader spent minutes of CPU on such a line: the
        // suite's time limit would stop it; the answer is at the line limit.
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(line) }
        #expect(reply.hasPrefix("HTTP/1.1 414 "))
        #expect(try await RawConnection(port: port).offPool { try $0.exchange(Self.get(port)) }.hasPrefix("HTTP/1.1 200 "))
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let head = "POST /query HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 1073741824\r\n\r\n"
        #expect(try await RawConnection(port: port).offPool { try $0.exchange(head) }.hasPrefix("HTTP/1.1 413 "))
    }

    @Test(arguments: [
        ("evil.example:PORT", nil), ("127.0.0.1:1", nil), ("127.0.0.1:PORT", "http://evil.example"),
        ("localhost:PORT", "null"),
    ] as [(String, String?)])
    func anotherSitesRequestIsForbidden(host: String, origin: String?) async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let body = #"{"page": 0, "strategy": "accessibility id", "value": "login"}"#
        var request = "POST /query HTTP/1.1\r\nHost: \(host.replacingOccurrences(of: "PORT", with: "\(port)"))\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let reply = try await RawConnection(port: port).offPool { [request] in try $0.exchange(request) }
        #expect(reply.hasPrefix("HTTP/1.1 403 "))
        #expect(!reply.contains("\"count\""))
        // The page reads `{"error": …}`: inspect keeps its form.
        #expect(reply.contains("\r\n\r\n{\n  \"error\" : "))
    }

    @Test func theServersOwnPageMayQueryIt() async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let body = #"{"page": 0, "strategy": "xpath", "value": "//*"}"#
        let request = "POST /query HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
            + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(request) }
        #expect(reply.hasPrefix("HTTP/1.1 200 "))
        #expect(reply.contains("\"count\""))
    }

    /// At the limit, the connection that has waited longest for a request
    /// is dropped for the new one: idle connections cannot keep clients
    /// out (64 of them, renewed every 15 s, once did). A connection that
    /// has waited less than `evictableAfter` is kept.
    @Test func aFullServerDropsItsLongestWaitingConnectionForANewOne() async throws {
        var policy = ServerPolicy()
        policy.maximumConnections = 3
        // Only the drop can close them within the test, at once.
        policy.firstRequestTimeout = .seconds(60)
        policy.evictableAfter = .zero
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let idle = try (0..<3).map { _ in try RawConnection(port: port, timeoutSeconds: 30) }
        // Accepted in the order they connected: the first has waited longest.
        #expect(try await RawConnection(port: port).offPool { try $0.exchange(Self.get(port)) }.hasPrefix("HTTP/1.1 200 "))
        #expect(try await idle[0].offPool { try $0.readAll() }.isEmpty)
    }

    /// A connection that sends nothing is closed after the first-byte limit.
    @Test func aConnectionThatSendsNothingIsClosedSoon() async throws {
        var policy = ServerPolicy()
        policy.firstRequestTimeout = .milliseconds(50)
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let silent = try RawConnection(port: port, timeoutSeconds: 20)
        // Closed well before the 20 s receive timeout: an empty read, at once.
        #expect(try await silent.offPool { try $0.readAll() }.isEmpty)
        #expect(try await RawConnection(port: port).offPool { try $0.exchange(Self.get(port)) }.hasPrefix("HTTP/1.1 200 "))
    }

    @Test func aRequestThatDoesNotArriveInTimeIsRefused() async throws {
        var policy = ServerPolicy()
        policy.requestTimeout = .milliseconds(300)
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let connection = try RawConnection(port: port)
        try connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1")
        #expect(try await connection.offPool { try $0.readAll() }.hasPrefix("HTTP/1.1 408 "))
    }

    @Test func aPortInUseIsNamedInTheError() async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let second = try InspectionServer(page: [], screens: [], port: UInt16(port))
        let error = await #expect(throws: ServerError.self) { try await second.run() }
        guard case .cannotListen(_, let named, let reason)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(named == port)
        #expect(error?.description.hasPrefix("cannot listen on 127.0.0.1 port \(port): ") == true)
        #expect(reason.contains("in use"))
    }

    static func get(_ port: Int) -> String {
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
    }
}
