import FlyingFox
import Foundation
import LocatorLabLocators
import LocatorLabWebDriver
import LocatorLabXML

/// Serves the WebDriver protocol over saved screens (`locatorlab replay`):
/// every request is handed, by method and path, to ``WebDriverCommand``
/// and answered by ``ReplaySessions`` as the XCUITest or UiAutomator2
/// driver would. The routes are thin; the protocol lives in
/// LocatorLabWebDriver.
///
/// Untrusted input: every request is held to a ``ServerPolicy`` (Host and
/// Origin, sizes, deadlines, connections) before it is parsed; every find
/// runs on an ``EvaluationWorkers`` worker with the per-evaluation budget,
/// so a hostile locator gets an error and the other sessions go on being
/// served; and nothing a request says reaches the file system: the screens
/// were read before the server started, and a request names them only by
/// number inside an element reference.
public final class ReplayServer: ListeningServer {
    public static let defaultHost = "127.0.0.1"
    public let sessions: ReplaySessions
    private let endpoint: ListeningEndpoint
    public var host: String { endpoint.host }

    /// - Parameters:
    ///   - workers: evaluation workers, each with engines of its own (the
    ///     query documents of every screen it evaluated on); default one per
    ///     core, at least two.
    ///   - port: 0 picks a free port (see ``port(timeout:)``).
    public init(
        sessions: ReplaySessions, xpathLimits: XPathLimits = .default, workers: Int? = nil,
        host: String = ReplayServer.defaultHost, port: UInt16, policy: ServerPolicy = ServerPolicy()
    ) throws(ServerError) {
        self.sessions = sessions
        let count = max(2, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        let pool = EvaluationWorkers(
            workers: (0..<count).map { _ in sessions.engines(limits: xpathLimits) },
            // A suite of 40 parallel sessions each waits for its answer
            // before the next find; more than this waiting is not a suite.
            maximumWaiting: 256,
            // Each abandoned evaluation holds a core until libxml2 returns.
            maximumAbandoned: 2,
            abandoned: { XPathEvaluator.abandonedEvaluationsStillRunning })
        let handler: @Sendable (HTTPRequest) async -> HTTPResponse = { request in
            await Self.respond(to: request, sessions: sessions, workers: pool)
        }
        var routes = RoutedHTTPHandler()
        for method in ["GET", "POST", "DELETE"] {
            routes.appendRoute(HTTPRoute("\(method) /*"), handler: handler)
        }
        // Its clients are WebDriver clients, whatever policy it is given.
        var policy = policy
        policy.refusals = .webDriver
        endpoint = try ListeningEndpoint(host: host, port: port, policy: policy, routes: routes)
    }

    /// Serves until the task is cancelled; throws when it cannot listen.
    public func run() async throws(ServerError) {
        try await endpoint.run()
    }

    /// Waits until the server listens and returns its port.
    public func port(timeout: TimeInterval = 10) async throws(ServerError) -> Int {
        try await endpoint.port(timeout: timeout)
    }

    /// `http://HOST:PORT`, what a client's `command_executor` is.
    public func url(port: Int) -> String {
        endpoint.origin(port: port)
    }

    private static func respond(
        to request: HTTPRequest, sessions: ReplaySessions, workers: EvaluationWorkers<ScreenEngines>
    ) async -> HTTPResponse {
        let command: WebDriverCommand
        do {
            command = try WebDriverCommand.parse(method: request.method.rawValue, path: request.path)
        } catch {
            return http(error.reply)
        }
        let body = (try? await request.bodyData).map { Array($0) } ?? []
        guard command.evaluates else { return http(sessions.handle(command, body: body, engines: nil)) }
        do throws(EvaluationWorkers<ScreenEngines>.Refusal) {
            // One find of a session at a time, a session that ran into the
            // time limit last kept off the last free worker.
            let reply = try await workers.run(client: command.session, isSlow: Self.ranIntoTimeLimit) { engines in
                sessions.handle(command, body: body, engines: engines)
            }
            return http(reply)
        } catch {
            switch error {
            case .busy(let message): return http(WebDriverError(.unknownError, "the replay is busy: \(message)").reply)
            case .cancelled: return http(WebDriverError(.unknownError, "the find was cancelled").reply)
            }
        }
    }

    /// A find stopped by the evaluation's limits (`timeout`).
    private static let ranIntoTimeLimit: @Sendable (WebDriverReply) -> Bool = { reply in
        reply.value.members?["error"]?.text == WebDriverError.Code.timeout.rawValue
    }

    private static func http(_ reply: WebDriverReply) -> HTTPResponse {
        let (status, body) = reply.encoded()
        var headers: [HTTPHeader: String] = [
            .contentType: "application/json; charset=utf-8", HTTPHeader("Cache-Control"): "no-cache",
        ]
        headers[HTTPHeader(WebDriverReply.jumpHeader)] = reply.jumpedTo
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: ReasonPhrase.of(status)), headers: headers, body: Data(body))
    }
}
