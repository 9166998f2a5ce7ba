import FlyingFox
import FlyingSocks
import Foundation
import LocatorLabPageSource

/// Reads HTTP/1.1 requests from one connection within a ``ServerPolicy``:
/// the head is scanned once, byte by byte, never past its limit; the body
/// is read only when its `Content-Length` is within the limit; and each
/// request must arrive before its deadline. FlyingFox's own reader collects
/// lines without bound and re-scans them, and has no deadline at all.
struct BoundedRequestReader {
    /// A request refused with `status`; the connection closes after it.
    struct Refusal: Error {
        var status: HTTPStatusCode
        var message: String
    }

    private let socket: AsyncSocket
    private let policy: ServerPolicy
    /// Bytes read past the previous request (a pipelining client's next one).
    private var pending: [UInt8] = []

    init(socket: AsyncSocket, policy: ServerPolicy) {
        self.socket = socket
        self.policy = policy
    }

    /// The next request; `nil` when the client closed or sent nothing for
    /// `idleTimeout` (``ServerPolicy/firstRequestTimeout`` on a new
    /// connection, ``ServerPolicy/idleTimeout`` between requests).
    /// `arriving` is called when its first byte is there.
    mutating func next(idleTimeout: Duration, arriving: () -> Void = {}) async throws(Refusal) -> HTTPRequest? {
        let clock = ContinuousClock()
        if pending.isEmpty {
            guard let first = try await read(before: clock.now + idleTimeout, idle: true) else { return nil }
            pending = first
        }
        arriving()
        let deadline = clock.now + policy.requestTimeout
        var scanned = 0
        var lineStart = 0
        var lines: [Range<Int>] = []
        // One pass over the head: each byte is looked at once however it arrives.
        while true {
            while scanned < pending.count {
                if pending[scanned] == UInt8(ascii: "\n") {
                    var end = scanned
                    if end > lineStart, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    if end == lineStart, !lines.isEmpty {
                        let head = Array(pending[..<(scanned + 1)])
                        pending.removeFirst(scanned + 1)
                        return try await request(head: head, lines: lines, deadline: deadline)
                    }
                    if end > lineStart || !lines.isEmpty { lines.append(lineStart..<end) }
                    guard lines.count <= policy.maximumHeaderCount + 1 else {
                        throw Refusal(status: .requestHeaderFieldsTooLarge, message: "more than \(policy.maximumHeaderCount) header fields")
                    }
                    lineStart = scanned + 1
                }
                scanned += 1
                if lines.isEmpty, scanned - lineStart > policy.maximumRequestLineBytes {
                    throw Refusal(status: .uriTooLong, message: "the request line is longer than \(policy.maximumRequestLineBytes) bytes")
                }
                if scanned > policy.maximumHeadBytes {
                    throw Refusal(status: .requestHeaderFieldsTooLarge, message: "the request head is larger than \(policy.maximumHeadBytes) bytes")
                }
            }
            guard let more = try await read(before: deadline, idle: false) else {
                throw Refusal(status: .badRequest, message: "the connection closed inside a request")
            }
            pending += more
        }
    }

    /// Parses the head and reads the body.
    private mutating func request(head: [UInt8], lines: [Range<Int>], deadline: ContinuousClock.Instant)
        async throws(Refusal) -> HTTPRequest
    {
        guard let requestLine = String(bytes: head[lines[0]], encoding: .utf8) else {
            throw Refusal(status: .badRequest, message: "the request line is not UTF-8")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else {
            throw Refusal(status: .badRequest, message: "expected a request line such as POST /query HTTP/1.1")
        }
        var headers = HTTPHeaders()
        for range in lines.dropFirst() {
            guard let line = String(bytes: head[range], encoding: .utf8), let colon = line.firstIndex(of: ":"),
                line.first != " ", line.first != "\t"
            else {
                throw Refusal(status: .badRequest, message: "malformed header field")
            }
            let name = line[..<colon]
            guard !name.isEmpty, !name.contains(" ") else { throw Refusal(status: .badRequest, message: "malformed header field") }
            headers.addValue(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces), for: HTTPHeader(String(name)))
        }
        guard headers[.transferEncoding] == nil else {
            throw Refusal(status: .notImplemented, message: "Transfer-Encoding is not accepted; send Content-Length")
        }
        let lengths = Set(headers.values(for: .contentLength))
        guard lengths.count <= 1, let length = Int(lengths.first ?? "0"), length >= 0 else {
            throw Refusal(status: .badRequest, message: "invalid Content-Length")
        }
        guard length <= policy.maximumBodyBytes else {
            throw Refusal(status: .contentTooLarge, message: "the body is \(length) bytes; at most \(policy.maximumBodyBytes) are accepted")
        }
        if length > pending.count, headers[HTTPHeader("Expect")]?.lowercased() == "100-continue" {
            // curl waits a second for this before sending a body over 1 KiB.
            try? await socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while pending.count < length {
            guard let more = try await read(before: deadline, idle: false) else {
                throw Refusal(status: .badRequest, message: "the connection closed inside a request body")
            }
            pending += more
        }
        guard !JSONNesting.exceeds(pending[..<length], limit: policy.maximumBodyNesting) else {
            throw Refusal(
                status: .badRequest, message: "the body nests arrays and objects deeper than \(policy.maximumBodyNesting) levels")
        }
        let body = Data(pending[..<length])
        pending.removeFirst(length)
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(
            method: HTTPMethod(String(parts[0])), version: HTTPVersion(String(parts[2])),
            target: HTTPRequest.Target(path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
            headers: headers, body: HTTPBodySequence(data: body))
    }

    /// Up to 4 KiB; `nil` at the end of the stream, or, when `idle`, at the deadline.
    private func read(before deadline: ContinuousClock.Instant, idle: Bool) async throws(Refusal) -> [UInt8]? {
        let socket = socket
        switch await withDeadline(deadline, keepingLateSuccess: true, { try await socket.read(atMost: 4096) }) {
        case .some(.success(let bytes)): return bytes
        // Closed by the client (SocketError.disconnected), or the server stops.
        case .some(.failure): return nil
        case nil where idle: return nil
        case nil: throw Refusal(status: .requestTimeout, message: "the request did not arrive within \(policy.requestTimeout)")
        }
    }
}

extension HTTPStatusCode {
    static let uriTooLong = HTTPStatusCode(414, phrase: "URI Too Long")
    static let contentTooLarge = HTTPStatusCode(413, phrase: "Content Too Large")
    static let requestHeaderFieldsTooLarge = HTTPStatusCode(431, phrase: "Request Header Fields Too Large")
}
