import FlyingFox
import FlyingSocks
import Foundation
import LocatorLabInspection
import LocatorLabModel
import LocatorLabReporting
import LocatorLabXML

/// Serves the inspector page and its live query over HTTP (FlyingFox):
///
/// - `GET /` the page (the same file `inspect` writes, with the query box on);
/// - `POST /query` `{"page": 0, "strategy": "xpath", "value": "//…"}` →
///   ``LiveQueryResult`` as JSON, evaluated with the driver's semantics;
/// - `POST /locators` `{"page": 0, "element": 12}` → the element's full
///   ranked locators (large screens list only quick ones in the page).
///
/// It listens on 127.0.0.1 unless another host is given, and holds every
/// request to a ``ServerPolicy`` (sizes, deadlines, connections, Host and
/// Origin) before a route sees it.
public final class InspectionServer: ListeningServer {
    public static let defaultHost = "127.0.0.1"
    private let endpoint: ListeningEndpoint
    public var host: String { endpoint.host }

    /// - Parameters:
    ///   - page: the HTML page (``InspectionDocument/html()`` with `live` set).
    ///   - screens: the screens, in the page's order.
    ///   - port: 0 picks a free port (see ``port()``).
    public init(
        page: [UInt8], screens: [Screen], appPackage: String? = nil, xpathLimits: XPathLimits = .default,
        host: String = InspectionServer.defaultHost, port: UInt16, policy: ServerPolicy = ServerPolicy()
    ) throws(ServerError) {
        let service = LiveQueryService(screens: screens, appPackage: appPackage, limits: xpathLimits)
        let pageData = Data(page)
        var routes = RoutedHTTPHandler()
        routes.appendRoute("GET /") { _ in
            HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                body: pageData)
        }
        routes.appendRoute("POST /query") { request in
            guard let body = try? await request.bodyData,
                let query = try? JSONDecoder().decode(LiveQueryRequest.self, from: body)
            else {
                return Self.json(
                    LiveQueryResult(
                        count: 0, matches: [], milliseconds: 0, notes: [],
                        error: "expected {\"page\": number, \"strategy\": text, \"value\": text}"),
                    status: .badRequest)
            }
            do throws(EvaluationWorkers<LiveQuery>.Refusal) {
                let result = try await service.evaluate(page: query.page, strategy: query.strategy, value: query.value)
                return Self.json(result, status: .ok)
            } catch {
                return Self.refused(error)
            }
        }
        routes.appendRoute("POST /locators") { request in
            guard let body = try? await request.bodyData,
                let wanted = try? JSONDecoder().decode(LocatorsRequest.self, from: body)
            else {
                return HTTPResponse(statusCode: .badRequest, headers: [.contentType: "application/json"], body: Data("[]\n".utf8))
            }
            do throws(EvaluationWorkers<LiveQuery>.Refusal) {
                guard let locators = try await service.locators(page: wanted.page, element: wanted.element) else {
                    return HTTPResponse(statusCode: .badRequest, headers: [.contentType: "application/json"], body: Data("[]\n".utf8))
                }
                return Self.json(locators, status: .ok)
            } catch {
                return Self.refused(error)
            }
        }
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

    /// A busy server (every worker taken, the queue full) answers 503 with
    /// why; a cancelled evaluation's client is gone, so what it is sent
    /// does not matter.
    private static func refused(_ refusal: EvaluationWorkers<LiveQuery>.Refusal) -> HTTPResponse {
        switch refusal {
        case .busy(let message): GuardedHTTPServer.refusal(.serviceUnavailable, message)
        case .cancelled: GuardedHTTPServer.refusal(.serviceUnavailable, "the evaluation was cancelled")
        }
    }

    /// The URL a browser opens.
    public func url(port: Int) -> String {
        endpoint.origin(port: port) + "/"
    }

    /// `value` as JSON with `status`; a value JSON cannot hold (a NaN) is
    /// the server's failure: a 500 with `{"error": …}` that says what, never
    /// `{}` with a 200.
    static func json<Value: Encodable>(_ value: Value, status: HTTPStatusCode) -> HTTPResponse {
        let body: [UInt8]
        let sent: HTTPStatusCode
        do {
            (body, sent) = (try ReportJSON.encode(value), status)
        } catch {
            (body, sent) = (errorBody(error.description), .internalServerError)
        }
        return HTTPResponse(statusCode: sent, headers: [.contentType: "application/json"], body: Data(body))
    }

    /// `{"error": message}`. A single string always encodes; the constant is
    /// there so that this reply needs no fallback of its own.
    static func errorBody(_ message: String) -> [UInt8] {
        do {
            return try ReportJSON.encode(["error": message])
        } catch {
            return Array("{\n  \"error\" : \"internal error\"\n}\n".utf8)
        }
    }
}
