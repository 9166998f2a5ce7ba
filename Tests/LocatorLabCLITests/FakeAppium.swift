import FlyingFox
import FlyingSocks
import Foundation

/// A small upstream that answers like an Appium driver, for `record`'s
/// tests: one iOS session, two screens (a login button; after a click, a
/// welcome text), finds by accessibility id or an XPath naming the element,
/// `GET /source` of the current screen, and every other command answered
/// `{"value": null}`. It counts the page sources it served.
final class FakeAppium: Sendable {
    static let login = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="login" label="Log in" enabled="true" visible="true" accessible="true" x="20" y="300" width="350" height="50" index="0"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>

        """
    static let welcome = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Welcome" name="welcome" label="Welcome" enabled="true" visible="true" accessible="true" x="20" y="100" width="350" height="30" index="0"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>

        """

    private let server: HTTPServer
    private let state = State()

    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var afterClick = false
        private var served = 0
        var sources: Int { lock.withLock { served } }
        var source: String { lock.withLock { afterClick ? FakeAppium.welcome : FakeAppium.login } }
        func servedSource() { lock.withLock { served += 1 } }
        func click() { lock.withLock { afterClick = true } }
        func name() -> String { lock.withLock { afterClick ? "welcome" : "login" } }
    }

    static func json(_ status: HTTPStatusCode, _ object: Any) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    init() throws {
        let state = state
        let json = Self.json
        let routes: [(String, @Sendable (HTTPRequest) async throws -> HTTPResponse)] = [
            ("POST /session", { _ in
                json(.ok, ["value": ["sessionId": "s-1", "capabilities": ["platformName": "iOS", "appium:automationName": "XCUITest"]]])
            }),
            ("GET /session/s-1/source", { _ in
                state.servedSource()
                return json(.ok, ["value": state.source])
            }),
            ("POST /session/s-1/element", { request in
                let body = try await request.bodyData
                let value = (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["value"] as? String ?? ""
                guard value.contains(state.name()) else {
                    return json(.notFound, ["value": ["error": "no such element", "message": "An element could not be located", "stacktrace": ""]])
                }
                return json(.ok, ["value": ["ELEMENT": "e-\(state.name())", "element-6066-11e4-a52e-4f735466cecf": "e-\(state.name())"]])
            }),
            ("POST /session/s-1/element/*/click", { _ in
                state.click()
                return json(.ok, ["value": NSNull()])
            }),
        ]
        var handler = RoutedHTTPHandler()
        for (route, answer) in routes { handler.appendRoute(HTTPRoute(route), handler: answer) }
        handler.appendRoute("*") { _ in json(.ok, ["value": NSNull()]) }
        // FlyingFox answers an empty 500 when a handler (reading the body
        // included) takes over its default 15 s, which a loaded machine
        // reached (load 20 on 2 cores): the upstream is not what is tested.
        server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 600, logger: .disabled, handler: handler)
    }

    var sourcesServed: Int { state.sources }

    /// Starts serving and returns the base URL. It waits up to 60 s (not
    /// FlyingFox's 5): a full run on two cores keeps the cooperative pool
    /// busy enough that listening took longer than 5 s once.
    func start() async throws -> String {
        Task { try? await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        return "http://127.0.0.1:\(port)"
    }

    func stop() async {
        await server.stop()
    }
}
