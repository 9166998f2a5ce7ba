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
    static func serve(_ policy: ServerPolicy = ServerPolicy()) async throws -> (port: Int, task: Task<Void, Never>) {
        let server = try InspectionServer(
            page: Array("<html>page</html>".utf8), trees: [loginScreen()], port: 0, policy: policy)
        let task = Task { _ = try? await server.run() }
        return (try await server.port(timeout: 60), task)
    }

    @Test func aHugeRequestLineIsRefusedAtOnceAndTheServerGoesOn() async throws {
        let (port, task) = try await Self.serve()
        defer { task.cancel() }
        let started = ContinuousClock.now
        let line = "GET /" + String(repeating: "a", count: 3 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(line) }
        #expect(reply.hasPrefix("HTTP/1.1 414 "))
        // FlyingFox's reader spent minutes of CPU on such a line. A loaded
        // run can keep an in-process server waiting for seconds (see
        // RawConnection), so the bound is generous; it still tells minutes.
        #expect(ContinuousClock.now - started < .seconds(60))
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

    @Test func connectionsPastTheLimitAreAnsweredAndClosedAndIdleOnesTimeOut() async throws {
        var policy = ServerPolicy()
        policy.maximumConnections = 3
        // Long enough that a loaded machine (a CI run, other suites' servers
        // in the same process) accepts the three idle connections and then
        // the fourth before the first ones time out.
        // Reads wait 20 s: on a loaded run the server may take seconds to
        // get to a connection, and an empty read must mean "closed".
        policy.idleTimeout = .milliseconds(6000)
        let (port, task) = try await Self.serve(policy)
        defer { task.cancel() }
        let idle = try (0..<3).map { _ in try RawConnection(port: port, timeoutSeconds: 20) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(
            try await RawConnection(port: port, timeoutSeconds: 20).offPool { try $0.exchange(Self.get(port)) }
                .hasPrefix("HTTP/1.1 503 "))
        // The idle ones are closed by the server: reading ends, empty.
        for connection in idle { #expect(try await connection.offPool { try $0.readAll() }.isEmpty) }
        try await Task.sleep(for: .milliseconds(100))
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
        let second = try InspectionServer(page: [], trees: [], port: UInt16(port))
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

/// A blocking TCP connection to 127.0.0.1 with a receive timeout (30 s
/// unless given). Long, because the servers under test run in this process,
/// on the cooperative pool every suite's tests share: on two cores a full
/// run can keep them from a connection for seconds (a fresh clone's CI saw
/// empty replies at 5 s). A healthy reply takes milliseconds, and a
/// closed connection ends a read at once, so the wait costs nothing else.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    init(port: Int, timeoutSeconds: Int = 30) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(descriptor) }

    /// Sends what it can (the server may close early, as it should on a
    /// refused request) and ignores a broken pipe.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Everything until the server closes (or the timeout passes).
    func readAll() throws -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Runs the blocking `body` on a thread of its own: on the cooperative
    /// pool (two threads on two cores) it would starve the server under test.
    func offPool<T: Sendable>(_ body: @escaping @Sendable (RawConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body(self) }) }.start()
        }
    }

    func exchange(_ request: String) throws -> String {
        try send(request)
        return try readAll()
    }
}
