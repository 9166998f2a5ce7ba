import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import LocatorLabWebDriver

/// Replay sessions over the fixtures in Tests/Fixtures/replay, driven in
/// process: a command by method and path, its reply as JSON.
struct ReplayHarness {
    let sessions: ReplaySessions
    let engines: ScreenEngines

    static let iosLogin = "replay/ios-login.xml"
    static let iosHome = "replay/ios-home.xml"
    static let androidLogin = "replay/android-login.xml"
    static let androidHome = "replay/android-home.xml"

    init(
        _ fixtures: [String] = [iosLogin, iosHome, androidLogin, androidHome], plan: RecordingPlan? = nil,
        now: @escaping @Sendable () -> Duration = ReplaySessions.monotonicNow
    ) throws {
        let screens = try fixtures.map { fixture in
            let bytes = try TestFixtures.bytes(fixture)
            return Screen(
                name: (fixture as NSString).lastPathComponent,
                tree: try PageSourceReader.read(bytes, file: fixture), source: bytes, screenshot: nil)
        }
        sessions = ReplaySessions(screens: screens, plan: plan, now: now)
        engines = sessions.engines()
    }

    /// The reply's status and its `value`, as Foundation reads JSON.
    @discardableResult
    func send(_ method: String, _ path: String, _ body: String = "") -> (status: Int, value: Any?) {
        let reply: WebDriverReply
        do {
            let command = try WebDriverCommand.parse(method: method, path: path)
            reply = sessions.handle(command, body: Array(body.utf8), engines: engines)
        } catch {
            reply = error.reply
        }
        let (status, bytes) = reply.encoded()
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return (status, object?["value"])
    }

    /// A new session's id.
    func session(platform: String, screen: String? = nil, extra: String = "") -> String {
        var capabilities = "\"platformName\": \"\(platform)\""
        if let screen { capabilities += ", \"locatorlab:screen\": \"\(screen)\"" }
        if !extra.isEmpty { capabilities += ", " + extra }
        let (_, value) = send("POST", "/session", "{\"capabilities\": {\"alwaysMatch\": {\(capabilities)}, \"firstMatch\": [{}]}}")
        return (value as? [String: Any])?["sessionId"] as? String ?? "none"
    }

    /// `POST /session/:id/element(s)` and the references or error.
    func find(_ session: String, _ using: String, _ value: String, plural: Bool = false, from element: String? = nil)
        -> (status: Int, value: Any?)
    {
        let scope = element.map { "/element/\($0)" } ?? ""
        let body = try! String(decoding: JSONSerialization.data(withJSONObject: ["using": using, "value": value]), as: UTF8.self)
        return send("POST", "/session/\(session)\(scope)/element\(plural ? "s" : "")", body)
    }

    /// The reference of the single element `using`/`value` finds.
    func element(_ session: String, _ using: String, _ value: String, from scope: String? = nil) -> String? {
        (find(session, using, value, from: scope).value as? [String: Any])?[ElementReference.w3cKey] as? String
    }

    static func error(_ value: Any?) -> String? {
        (value as? [String: Any])?["error"] as? String
    }

    static func message(_ value: Any?) -> String {
        (value as? [String: Any])?["message"] as? String ?? ""
    }
}
