import FlyingFox
import Foundation
import LocatorLabRecording
import LocatorLabWebDriver

/// The proxy's one route: forwards each request upstream and, by its
/// command (``WebDriverTraffic``), captures the screen before a find and
/// records the find, the action or the new session after the answer.
struct Forwarder: HTTPHandler {
    let upstream: UpstreamClient
    let recorder: RunRecorder
    let screenshots: Bool
    let notice: @Sendable (String) -> Void

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try await request.bodyData
        let method = request.method.rawValue
        let path = request.target.path()
        let query = request.target.query()
        let target = query.isEmpty ? path : path + "?" + query
        let headers = request.headers.map { (name: $0.key.rawValue, value: $0.value) }
        let command = WebDriverTraffic.classify(method: method, path: path)

        // Before: the screen a find or an action is sent on.
        switch command {
        case .find(let session, _, _) where await recorder.needsCapture(session):
            await capture(session, base: Self.sessionPath(path, session: session))
        case .action(let session, _, _) where await recorder.screen(of: session) == nil:
            await capture(session, base: Self.sessionPath(path, session: session))
        default: break
        }

        let answer: UpstreamClient.Answer
        do {
            answer = try await upstream.send(method: method, target: target, headers: headers, body: body)
        } catch {
            let message = "locatorlab record: cannot reach the upstream \(upstream.base.absoluteString): \(error.reason)"
            notice(message)
            // The W3C `unknown error` the drivers send for a failure of their own.
            let (status, bytes) = WebDriverError(.unknownError, message).reply.encoded()
            return HTTPResponse(
                statusCode: HTTPStatusCode(status, phrase: Self.phrase(status)),
                headers: [.contentType: "application/json; charset=utf-8"], body: Data(bytes))
        }

        // After: what the answer tells.
        let succeeded = (200..<300).contains(answer.status)
        switch command {
        case .newSession where succeeded:
            if let session = WebDriverTraffic.session(request: body, answer: answer.body) {
                await recorder.started(session)
            }
        case .deleteSession(let session):
            await recorder.ended(session)
        case .find(let session, let context, let plural):
            // A replay upstream that answered on another screen (a jump)
            // moved the session there: capture it, so the find is
            // recorded on the screen it was answered on.
            if answer.headers.contains(where: { $0.name.lowercased() == WebDriverReply.jumpHeader.lowercased() }) {
                await capture(session, base: Self.sessionPath(path, session: session))
            }
            if let locator = WebDriverTraffic.locator(inRequest: body), let screen = await recorder.screen(of: session) {
                await recorder.recordFind(
                    session: session, screen: screen, locator: locator, plural: plural, context: context, answer: answer)
            }
        case .source(let session) where succeeded:
            if let source = WebDriverTraffic.stringValue(inAnswer: answer.body) {
                _ = await recorder.captured(session: session, source: Array(source.utf8), screenshot: nil)
            }
        case .action(let session, var name, let element):
            if name == "execute" {
                // As replay takes it: a query (`mobile: getCurrentPackage`) or
                // a script the native context refuses changes no screen, and
                // a replayed session counts only actions to follow the run.
                let script = ExecuteScript(script: WebDriverTraffic.script(inRequest: body) ?? "")
                guard script.meaning == .action else { break }
                name = "execute " + script.script
            }
            if let screen = await recorder.screen(of: session) {
                await recorder.recordAction(
                    session: session, screen: screen, command: name, element: element, status: answer.status)
            } else {
                await recorder.invalidate(session)
            }
        default: break
        }

        var response = HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)), body: answer.body)
        for (name, value) in answer.headers { response.headers[HTTPHeader(name)] = value }
        return response
    }

    /// One `GET …/source` upstream (and `…/screenshot` when asked), stored
    /// as the session's screen. A capture that fails leaves the session
    /// without a screen: its finds are forwarded and not recorded, and the
    /// user is told.
    private func capture(_ session: String, base: String) async {
        let headers = [(name: "Accept", value: "application/json")]
        let source: String
        do {
            let answer = try await upstream.send(method: "GET", target: base + "/source", headers: headers, body: Data())
            guard (200..<300).contains(answer.status), let value = WebDriverTraffic.stringValue(inAnswer: answer.body)
            else {
                notice("locatorlab record: the upstream answered \(answer.status) to GET /source of session \(session); its next finds are not recorded")
                return
            }
            source = value
        } catch {
            notice("locatorlab record: cannot capture the screen of session \(session): \(error.reason)")
            return
        }
        var screenshot: [UInt8]?
        if screenshots,
            let answer = try? await upstream.send(method: "GET", target: base + "/screenshot", headers: headers, body: Data()),
            (200..<300).contains(answer.status), let encoded = WebDriverTraffic.stringValue(inAnswer: answer.body)
        {
            screenshot = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters).map(Array.init)
        }
        _ = await recorder.captured(session: session, source: Array(source.utf8), screenshot: screenshot)
    }

    /// `…/session/ID` of a request path (its base path kept).
    static func sessionPath(_ path: String, session: String) -> String {
        guard let range = path.range(of: "/session/" + session) else { return "/session/" + session }
        return String(path[..<range.upperBound])
    }

    /// The reason phrase of the status line; clients read only the code.
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: status < 400 ? "OK" : "Error"
        }
    }
}
