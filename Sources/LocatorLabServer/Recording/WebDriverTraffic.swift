import Foundation
import LocatorLabModel
import LocatorLabRecording

/// What `record` needs to know of one WebDriver request and its answer:
/// which command it is (from the method and path, W3C and the JSON wire
/// protocol alike, under any base path such as `/wd/hub`), and the few
/// fields of the bodies a recording keeps. Everything else passes through
/// unread.
enum WebDriverTraffic {
    enum Command: Equatable {
        case newSession
        case deleteSession(session: String)
        /// `POST …/element(s)`, from the root or from an element.
        case find(session: String, context: String?, plural: Bool)
        /// `GET …/source`: the client asked for the page source itself.
        case source(session: String)
        /// A command that may change the screen (see ``classify(method:path:)``).
        case action(session: String, command: String, element: String?)
        /// Reads and anything else: forwarded, not recorded.
        case other
    }

    /// Session commands sent with `POST` that do not touch the app's screen.
    /// (`appium/device/app_state`, `is_locked` and `get_clipboard` ask, as
    /// replay answers them.)
    static let quietCommands: Set<String> = [
        "timeouts", "log", "se/log", "appium/settings", "window/rect", "appium/device/app_state",
        "appium/device/is_locked", "appium/device/get_clipboard",
    ]

    /// The command of a request. A `POST` or `DELETE` under a session that is
    /// neither a find nor a quiet command is an action: clicks, keys, W3C
    /// actions, `back`, `url`, `execute` (a `mobile: scroll`) and every
    /// Appium extension may change the screen, and taking it for one costs
    /// only a capture at the next find.
    static func classify(method: String, path: String) -> Command {
        let parts = path.split(separator: "/").map(String.init)
        guard let at = parts.firstIndex(of: "session") else { return .other }
        let rest = Array(parts[(at + 1)...])
        if rest.isEmpty { return method == "POST" ? .newSession : .other }
        let session = rest[0]
        let command = Array(rest.dropFirst())
        switch (method, command.count) {
        case ("DELETE", 0): return .deleteSession(session: session)
        case ("GET", _): return command == ["source"] ? .source(session: session) : .other
        case ("POST", 1) where command[0] == "element" || command[0] == "elements":
            return .find(session: session, context: nil, plural: command[0] == "elements")
        case ("POST", 3) where command[0] == "element" && (command[2] == "element" || command[2] == "elements"):
            return .find(session: session, context: command[1], plural: command[2] == "elements")
        case ("POST", _), ("DELETE", _):
            guard !command.isEmpty, !quietCommands.contains(command.joined(separator: "/")) else { return .other }
            // Execute Script (`execute`, `execute/sync`, …): ``ExecuteScript``
            // tells from the body whether it acts.
            if command[0] == "execute" || command[0] == "execute_async" {
                return .action(session: session, command: "execute", element: nil)
            }
            let element = command.count >= 2 && command[0] == "element" ? command[1] : nil
            return .action(session: session, command: command.last!, element: element)
        default: return .other
        }
    }

    // MARK: Bodies

    static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// `using` and `value` of a find request.
    static func locator(inRequest body: Data) -> (using: String, value: String)? {
        guard let object = object(body), let using = object["using"] as? String, let value = object["value"] as? String
        else { return nil }
        return (using, value)
    }

    /// The `script` of an Execute Script request.
    static func script(inRequest body: Data) -> String? {
        object(body)?["script"] as? String
    }

    /// The W3C error code of an answer (`no such element`), if it is one.
    static func error(inAnswer body: Data) -> String? {
        (object(body)?["value"] as? [String: Any])?["error"] as? String
    }

    /// The element references a find answered, in order.
    static func elements(inAnswer body: Data) -> [String] {
        func reference(_ value: Any) -> String? {
            guard let element = value as? [String: Any] else { return nil }
            return element["element-6066-11e4-a52e-4f735466cecf"] as? String ?? element["ELEMENT"] as? String
        }
        let value = object(body)?["value"]
        if let list = value as? [Any] { return list.compactMap(reference) }
        return value.flatMap(reference).map { [$0] } ?? []
    }

    /// The string `value` of an answer (`/source`, `/screenshot`).
    static func stringValue(inAnswer body: Data) -> String? {
        object(body)?["value"] as? String
    }

    /// The session a `POST /session` created, from the request's capabilities
    /// and the answer's (W3C `{"value": {"sessionId", "capabilities"}}`, or
    /// the JSON wire protocol's `{"sessionId", "value"}`).
    static func session(request: Data, answer: Data) -> RecordedSession? {
        guard let answered = object(answer) else { return nil }
        let value = answered["value"] as? [String: Any]
        guard let id = value?["sessionId"] as? String ?? answered["sessionId"] as? String else { return nil }
        var capabilities: [String: Any] = [:]
        if let asked = object(request) {
            let w3c = asked["capabilities"] as? [String: Any]
            let first = (w3c?["firstMatch"] as? [[String: Any]])?.first ?? [:]
            capabilities.merge(asked["desiredCapabilities"] as? [String: Any] ?? [:]) { _, new in new }
            capabilities.merge(w3c?["alwaysMatch"] as? [String: Any] ?? [:]) { _, new in new }
            capabilities.merge(first) { _, new in new }
        }
        let returned = value?["capabilities"] as? [String: Any] ?? (value?["sessionId"] == nil ? value : nil) ?? [:]
        capabilities.merge(returned) { _, new in new }
        func capability(_ name: String) -> String? {
            capabilities["appium:" + name] as? String ?? capabilities[name] as? String
        }
        let automation = capability("automationName")
        let platform: Platform =
            Platform(rawValue: (capability("platformName") ?? "").lowercased())
            ?? (["uiautomator2", "espresso"].contains(automation?.lowercased() ?? "") ? .android : .ios)
        return RecordedSession(
            id: id, platform: platform, automationName: automation, appPackage: capability("appPackage"),
            bundleID: capability("bundleId"))
    }
}
