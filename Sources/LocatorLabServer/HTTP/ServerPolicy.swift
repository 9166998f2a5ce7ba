/// What a LocatorLab server accepts from its clients: the bounds on each
/// request and connection, and who may call it. `inspect --serve` uses it,
/// and so will the replay server; each limit is here, with the number that
/// justified it, so that neither server inherits FlyingFox's defaults (no
/// bound on a request line, a body or the number of connections, and no
/// timeout before a request is complete).
public struct ServerPolicy: Sendable, Hashable {
    /// The request line: 8 KiB, what nginx and Node accept. A 3 MiB line
    /// kept both cores busy for minutes in FlyingFox's line reader.
    public var maximumRequestLineBytes = 8 << 10
    /// The request line and headers together: 32 KiB. A browser sends under 2 KiB.
    public var maximumHeadBytes = 32 << 10
    /// Header fields in one request: 100, as Node.
    public var maximumHeaderCount = 100
    /// One body: 1 MiB, a thousand times a query the page sends. A 1 GiB
    /// body was buffered whole (1.06 GB resident).
    public var maximumBodyBytes = 1 << 20
    /// Arrays and objects nested in one JSON body: 32. Every route reads
    /// JSON, and a 6 KiB body nested 500 deep cost Foundation's decoder
    /// about 5 s of CPU; the deepest body a WebDriver client sends (W3C
    /// actions) nests 5. Checked in one pass before any route runs.
    public var maximumBodyNesting = 32
    /// From a request's first byte to its last: slow senders (one byte a
    /// second) hold a connection no longer than this.
    public var requestTimeout: Duration = .seconds(10)
    /// How long a new connection may wait before its first byte: 3 s.
    /// Clients send their request as soon as they connect; 64 connections
    /// that sent nothing held every slot for the 15 s of ``idleTimeout``
    /// and could be renewed (a full server also drops its longest-waiting
    /// connection for a new one).
    public var firstRequestTimeout: Duration = .seconds(3)
    /// How long a connection must have waited for a request before a full
    /// server may close it for a new one: half a second, so that a client
    /// that has just connected (its request maybe not read yet) keeps its
    /// place, while connections held open to keep others out do not.
    public var evictableAfter: Duration = .milliseconds(500)
    /// How long a kept-alive connection may wait for its next request.
    public var idleTimeout: Duration = .seconds(15)
    /// How long a route may take to answer before the client is told the
    /// server is busy (an evaluation's own limit is 10 s).
    public var responseTimeout: Duration = .seconds(30)
    /// Open connections: 64, far under the usual 1,024 descriptors (1,100
    /// idle connections made FlyingFox's accept fail and the server exit).
    /// Past it, the connection that has waited longest for a request is
    /// closed to make room; when every one is inside a request, a new
    /// connection is answered 503 and closed at once.
    public var maximumConnections = 64
    /// Host names accepted besides `localhost` and IP literals, lowercased
    /// (`replay --allow-host`): the name a CI container reaches the server
    /// by (`replay:4723` in a compose file). Only names the user chose.
    public var allowedHostNames: Set<String> = []
    /// How refusals are worded: for the inspector page, or for WebDriver clients.
    public var refusals: RefusalForm = .plain

    public init() {}

    /// Why a request must be refused before any route sees it, or `nil`.
    ///
    /// - `Host` must name this machine by address (`127.0.0.1`, `[::1]`,
    ///   any IP literal) or as `localhost`, with the port listened on: a
    ///   DNS-rebinding page reaches the server under its own domain name,
    ///   and could otherwise read every page source.
    /// - `Origin`, when a browser sends one (it does on every `POST`), must
    ///   be this server's own: another web page could otherwise post queries.
    public func refusal(host: String?, origin: String?, port: Int) -> String? {
        guard let host, let (name, hostPort) = Self.split(authority: host) else {
            return "the Host header is missing or malformed"
        }
        guard hostPort == port, Self.isLocalName(name) || allowedHostNames.contains(name.lowercased()) else {
            return "Host \(host) is not this server; open it by address (http://127.0.0.1:\(port)/)"
        }
        if let origin, origin != "http://\(host)" {
            return "requests from \(origin) are not accepted; only from this server's own page"
        }
        return nil
    }

    /// `localhost` or an IP literal; never a domain name another party could point here.
    ///
    /// Read as bytes, not `Character`s: a digit followed by a combining
    /// mark (`1` + U+0301) is one `Character` that Swift calls a digit, and
    /// a request once crashed all three servers that way.
    static func isLocalName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        // ASCII case folding only: Unicode's would take the Kelvin sign for a `k`.
        if bytes.map({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }) == Array("localhost".utf8) {
            return true
        }
        if bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") {
            let inner = bytes.dropFirst().dropLast()
            return !inner.isEmpty && inner.allSatisfy { isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), let value = decimal(part) else { return false }
            return value <= 255
        }
    }

    /// `name:port` (`[v6]:port`); a Host without a port means port 80.
    static func split(authority: String) -> (name: String, port: Int)? {
        let bytes = Array(authority.utf8)
        guard !bytes.isEmpty else { return nil }
        if let colon = bytes.lastIndex(of: UInt8(ascii: ":")), !bytes[colon...].contains(UInt8(ascii: "]")) {
            let digits = bytes[(colon + 1)...]
            guard (1...5).contains(digits.count), let port = decimal(digits), port <= 65535 else { return nil }
            return (String(decoding: bytes[..<colon], as: UTF8.self), port)
        }
        return (authority, 80)
    }

    /// The value of ASCII decimal digits, or `nil` when any byte is not one
    /// (callers bound the length, so it cannot overflow).
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return digits.isEmpty ? nil : value
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
