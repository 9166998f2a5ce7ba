import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking TCP connection to 127.0.0.1 with a receive timeout (30 s
/// unless given). Long, because the servers under test run in this process,
/// on the cooperative pool every suite's tests share: on two cores a full
/// run can keep them from a connection for seconds (a fresh clone's CI saw
/// empty replies at 5 s). A healthy reply takes milliseconds, and a
/// closed connection ends a read at once, so the wait costs nothing else.
public final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    public init(port: Int, timeoutSeconds: Int = 30) throws {
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
    public func send(_ text: String) throws {
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
    public func readAll() throws -> String {
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
    public func offPool<T: Sendable>(_ body: @escaping @Sendable (RawConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body(self) }) }.start()
        }
    }

    public func exchange(_ request: String) throws -> String {
        try send(request)
        return try readAll()
    }
}

extension RawConnection {
    /// A WebDriver request to 127.0.0.1:`port` that closes the connection after it.
    public static func request(_ method: String, _ path: String, port: Int, host: String? = nil, body: String = "") -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// A new iOS session's id on the replay at `port`.
    public static func newSession(port: Int, platform: String = "iOS") async throws -> String {
        let body = "{\"capabilities\": {\"alwaysMatch\": {\"platformName\": \"\(platform)\"}}}"
        let reply = try await RawConnection(port: port).offPool { try $0.exchange(request("POST", "/session", port: port, body: body)) }
        let json = reply.range(of: "\r\n\r\n").map { String(reply[$0.upperBound...]) } ?? ""
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        guard let id = (object?["value"] as? [String: Any])?["sessionId"] as? String else {
            throw POSIXError(.EPROTO)
        }
        return id
    }
}
