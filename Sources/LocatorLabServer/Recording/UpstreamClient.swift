import Foundation
import LocatorLabModel

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Appium server `record` stands in front of, reached with URLSession:
/// one request forwarded as it came (method, path and query, the headers
/// that matter, the body bytes), one answer returned as it went (status,
/// headers, body bytes), and how long the upstream took.
///
/// Redirects are not followed (the client gets the redirect, as it would
/// without the proxy), and no compression is asked for, so the body is the
/// upstream's bytes.
final class UpstreamClient: Sendable {
    /// What the upstream answered.
    struct Answer: Sendable {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: Data
        var milliseconds: Double
    }

    /// Why the upstream could not be reached (connection refused, a name
    /// that does not resolve, a timeout): never an HTTP error status.
    struct Unreachable: Error, Sendable {
        var reason: String
    }

    let base: URL
    private let session: URLSession

    /// Headers that belong to one connection (RFC 9110 §7.6.1) or that
    /// URLSession sets itself; the rest are forwarded both ways.
    static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer",
        "transfer-encoding", "upgrade", "host", "content-length", "accept-encoding", "content-encoding",
    ]

    /// - Parameter timeout: how long one command may take upstream: a new
    ///   session that installs an app takes minutes.
    init(base: URL, timeout: TimeInterval = 600) {
        self.base = base
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpMaximumConnectionsPerHost = 16
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The upstream URL of `target` (the path and query as the client sent
    /// them): appended to the upstream's base path (`/wd/hub` stays), unless
    /// the client already sent that base path (a client pointed at
    /// `http://proxy/wd/hub` in front of `--upstream http://host:4723/wd/hub`
    /// sends `/wd/hub/session`, which must not become `/wd/hub/wd/hub/session`).
    static func url(base: URL, target: String) -> URL? {
        let root = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
        var basePath = base.path
        while basePath.hasSuffix("/") { basePath.removeLast() }
        if !basePath.isEmpty, target == basePath || target.hasPrefix(basePath + "/") || target.hasPrefix(basePath + "?") {
            return URL(string: String(root.dropLast(basePath.count)) + target)
        }
        return URL(string: root + target)
    }

    /// Sends one request to ``url(base:target:)``.
    func send(method: String, target: String, headers: [(name: String, value: String)], body: Data) async throws(Unreachable)
        -> Answer
    {
        guard let url = Self.url(base: base, target: target) else {
            throw Unreachable(reason: "the request target \(target) does not make a URL")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers where !Self.hopByHop.contains(name.lowercased()) {
            request.addValue(value, forHTTPHeaderField: name)
        }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { request.httpBody = body }
        let start = ContinuousClock.now
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw Unreachable(reason: (error as NSError).localizedDescription)
        }
        let elapsed = start.duration(to: .now)
        guard let http = response as? HTTPURLResponse else {
            throw Unreachable(reason: "the upstream did not answer over HTTP")
        }
        let answered = http.allHeaderFields.compactMap { key, value -> (name: String, value: String)? in
            guard let name = key as? String, !Self.hopByHop.contains(name.lowercased()) else { return nil }
            return (name, "\(value)")
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
        return Answer(status: http.statusCode, headers: answered, body: data, milliseconds: elapsed.inMilliseconds)
    }

    /// Hands a redirect to the client instead of following it.
    private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
