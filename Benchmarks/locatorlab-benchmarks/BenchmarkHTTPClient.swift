import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking HTTP/1.1 client on one keep-alive connection to 127.0.0.1,
/// for timing the replay server without a client library's own costs.
final class BenchmarkHTTPClient {
    struct Failure: Error {
        var message: String
    }

    private let descriptor: Int32
    private let port: Int
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        self.port = port
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(message: "cannot connect to port \(port)") }
    }

    deinit { close(descriptor) }

    /// A new iOS session's id.
    func newSession() throws -> String {
        let answer = String(decoding: try post("/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}"#), as: UTF8.self)
        guard let start = answer.range(of: "\"sessionId\":\"") else { throw Failure(message: "no session: \(answer)") }
        return String(answer[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The body of the answer to `POST path`.
    func post(_ path: String, _ body: String) throws -> [UInt8] {
        let request = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(message: "send failed") }
            sent += count
        }
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.indices.dropLast(3).first { buffer[$0..<($0 + 4)].elementsEqual(separator) }
            if headEnd == nil { try receive() }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { throw Failure(message: "no Content-Length") }
        let bodyStart = headEnd! + 4
        while buffer.count < bodyStart + length { try receive() }
        let answer = Array(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return answer
    }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(message: "the connection closed") }
        buffer += chunk[..<count]
    }
}
