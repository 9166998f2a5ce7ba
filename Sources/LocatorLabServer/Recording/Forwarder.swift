import FlyingFox
import Foundation
import LocatorLabRecording
import LocatorLabWebDriver

/// The proxy's one route: forwards each request upstream and does what
/// ``ProxyStep`` (LocatorLabWebDriver's one reading of the wire, the one a
/// replay answers with) says: capture the screen before a find, record the
/// find, the action or the new session after the answer. It only moves bytes.
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
        let step = ProxyStep(method: method, path: path, body: Array(body))

        // Before: the screen a find or an action is sent on.
        if let session = step.session,
            step.capturesFirst(
                screenIsCurrent: !(await recorder.needsCapture(session)), hasScreen: await recorder.screen(of: session) != nil)
        {
            await capture(session, base: Self.sessionPath(path, session: session))
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
                statusCode: HTTPStatusCode(status, phrase: ReasonPhrase.of(status)),
                headers: [.contentType: "application/json; charset=utf-8"], body: Data(bytes))
        }

        // After: what the answer tells.
        let succeeded = (200..<300).contains(answer.status)
        switch step {
        case .newSession where succeeded:
            if let session = WebDriverAnswer(body: Array(answer.body)).session(request: Array(body)) {
                await recorder.started(session)
            }
        case .endSession(let session):
            await recorder.ended(session)
        case .find(let session, let context, let plural):
            // A replay upstream that answered on another screen (a jump)
            // moved the session there: capture it, so the find is
            // recorded on the screen it was answered on.
            if answer.headers.contains(where: { $0.name.lowercased() == WebDriverReply.jumpHeader.lowercased() }) {
                await capture(session, base: Self.sessionPath(path, session: session))
            }
            if let locator = try? WebDriverValue.object(from: Array(body), expected: "a find"),
                let using = locator["using"]?.text, let value = locator["value"]?.text,
                let screen = await recorder.screen(of: session)
            {
                await recorder.recordFind(
                    session: session, screen: screen, locator: (using, value), plural: plural, context: context,
                    answer: answer)
            }
        case .source(let session) where succeeded:
            if let source = WebDriverAnswer(body: Array(answer.body)).stringValue {
                _ = await recorder.captured(session: session, source: Array(source.utf8), screenshot: nil)
            }
        case .action(let session, let name, let element):
            if let screen = await recorder.screen(of: session) {
                await recorder.recordAction(
                    session: session, screen: screen, command: name, element: element, status: answer.status)
            } else {
                await recorder.invalidate(session)
            }
        case .mayChangeScreen(let session):
            await recorder.invalidate(session)
        default: break
        }

        var response = HTTPResponse(
            statusCode: HTTPStatusCode(answer.status, phrase: ReasonPhrase.of(answer.status)), body: answer.body)
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
            guard (200..<300).contains(answer.status), let value = WebDriverAnswer(body: Array(answer.body)).stringValue
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
            (200..<300).contains(answer.status), let encoded = WebDriverAnswer(body: Array(answer.body)).stringValue
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
}
