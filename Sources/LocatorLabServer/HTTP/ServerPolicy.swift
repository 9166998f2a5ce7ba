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
    /// From a request's first byte to its last: slow senders (one byte a
    /// second) hold a connection no longer than this.
    public var requestTimeout: Duration = .seconds(10)
    /// How long a kept-alive connection may wait for its next request.
    public var idleTimeout: Duration = .seconds(15)
    /// How long a route may take to answer before the client is told the
    /// server is busy (an evaluation's own limit is 10 s).
    public var responseTimeout: Duration = .seconds(30)
    /// Open connections: 64, far under the usual 1,024 descriptors (1,100
    /// idle connections made FlyingFox's accept fail and the server exit).
    /// Past it, a new connection is answered 503 and closed at once.
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
    static func isLocalName(_ name: String) -> Bool {
        if name.lowercased() == "localhost" { return true }
        if name.hasPrefix("[") && name.hasSuffix("]") {
            let inner = name.dropFirst().dropLast()
            return !inner.isEmpty && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && Int(part)! <= 255
        }
    }

    /// `name:port` (`[v6]:port`); a Host without a port means port 80.
    static func split(authority: String) -> (name: String, port: Int)? {
        guard !authority.isEmpty else { return nil }
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            guard let port = Int(authority[authority.index(after: colon)...]), (0...65535).contains(port) else {
                return nil
            }
            return (String(authority[..<colon]), port)
        }
        return (authority, 80)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
