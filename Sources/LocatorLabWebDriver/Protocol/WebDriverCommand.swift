/// A request of the W3C WebDriver protocol (and the few Appium additions
/// real clients send), told apart by its method and path alone: the table
/// of W3C WebDriver §6.5 ("Endpoints") for what a replay serves. Anything
/// else is ``WebDriverError/Code/unknownCommand``, as Appium answers a route
/// it does not know.
public enum WebDriverCommand: Sendable, Hashable {
    case status
    case listSessions
    case newSession
    case deleteSession(session: String)
    case getSession(session: String)
    case getTimeouts(session: String)
    /// W3C `POST …/timeouts` (or the JSON wire protocol's `{"type", "ms"}` body).
    case setTimeouts(session: String)
    /// The JSON wire protocol's `POST …/timeouts/implicit_wait` (`{"ms": …}`).
    case setImplicitWait(session: String)
    /// `POST …/element(s)` from the session's root, or from `context`.
    case find(session: String, context: String?, plural: Bool)
    case read(session: String, element: String, property: ElementProperty)
    /// A command that acts on the app and may change the screen.
    case act(session: String, element: String?, action: String)
    case source(session: String)
    case screenshot(session: String)
    case elementScreenshot(session: String, element: String)
    case windowRect(session: String)
    case orientation(session: String)
    /// `POST …/orientation`: the device turns, so it is an action as well.
    case setOrientation(session: String)
    /// `GET …/element/active`: the focused element.
    case activeElement(session: String)
    case context(session: String)
    case contexts(session: String)
    /// `GET`/`POST /session/:id/appium/settings`: the session's settings,
    /// read and merged as Appium's base driver keeps them.
    case settings(session: String, update: Bool)
    /// Execute Script: a `mobile:` execute method (``ExecuteScript``).
    case execute(session: String)
    /// A legacy Appium route that asks what an execute method asks
    /// (`GET /appium/device/current_package`), as java-client 7 and
    /// Ruby's appium_lib send them.
    case query(session: String, query: ExecuteScript.Query)
    /// `POST /se/log` (or the JSON wire protocol's `/log`): a replay has no
    /// device log, so no entries.
    case log(session: String)
    /// `GET /alert/text`, `POST /alert/accept` and `/alert/dismiss`.
    case alert(session: String, request: AlertRequest)

    public enum AlertRequest: Sendable, Hashable {
        case text, accept, dismiss
    }

    /// What a reading command asks of an element.
    public enum ElementProperty: Sendable, Hashable {
        case attribute(String)
        case property(String)
        case text, tagName, rect, displayed, enabled, selected, location, size
    }

    /// The session the command names, if any.
    public var session: String? {
        switch self {
        case .status, .listSessions, .newSession: nil
        case .deleteSession(let id), .getSession(let id), .getTimeouts(let id), .setTimeouts(let id),
            .setImplicitWait(let id), .setOrientation(let id), .activeElement(let id),
            .find(let id, _, _), .read(let id, _, _), .act(let id, _, _), .source(let id), .screenshot(let id),
            .elementScreenshot(let id, _), .windowRect(let id), .orientation(let id), .context(let id),
            .contexts(let id), .settings(let id, _), .execute(let id), .query(let id, _), .log(let id), .alert(let id, _):
            id
        }
    }

    /// Whether answering evaluates a locator (and so runs on an evaluation worker).
    public var evaluates: Bool {
        if case .find = self { return true }
        return false
    }

    /// The commands that act: the last path component the drivers route to
    /// an action (W3C element click, clear and send keys; back, forward,
    /// refresh, perform actions; Appium's legacy `keys`).
    static let sessionActions: Set<String> = ["back", "forward", "refresh", "actions", "keys", "url"]
    static let elementActions: Set<String> = ["click", "clear", "value"]

    /// The command for `method` and `path` (`/wd/hub` before it is left
    /// out, as Appium 1's clients still send it).
    public static func parse(method: String, path: String) throws(WebDriverError) -> WebDriverCommand {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.starts(with: ["wd", "hub"]) { parts.removeFirst(2) }
        let verb = method.uppercased()
        let unknown = WebDriverError.unknownCommand(method: verb, path: path)
        switch (verb, parts.count) {
        case ("GET", 1) where parts[0] == "status": return .status
        case ("GET", 1) where parts[0] == "sessions": return .listSessions
        case ("POST", 1) where parts[0] == "session": return .newSession
        default: break
        }
        guard parts.count >= 2, parts[0] == "session" else { throw unknown }
        let session = parts[1]
        let rest = Array(parts.dropFirst(2))
        if let command = sessionCommand(verb, session, rest) { return command }
        if rest.first == "element", rest.count >= 2, let command = elementCommand(verb, session, rest[1], Array(rest.dropFirst(2))) {
            return command
        }
        throw unknown
    }

    private static func sessionCommand(_ verb: String, _ session: String, _ rest: [String]) -> WebDriverCommand? {
        switch (verb, rest) {
        case ("DELETE", []): return .deleteSession(session: session)
        case ("GET", []): return .getSession(session: session)
        case ("GET", ["timeouts"]): return .getTimeouts(session: session)
        case ("POST", ["timeouts"]): return .setTimeouts(session: session)
        case ("POST", ["timeouts", "implicit_wait"]): return .setImplicitWait(session: session)
        case ("GET", ["element", "active"]): return .activeElement(session: session)
        case ("POST", ["element"]): return .find(session: session, context: nil, plural: false)
        case ("POST", ["elements"]): return .find(session: session, context: nil, plural: true)
        case ("GET", ["source"]): return .source(session: session)
        case ("GET", ["screenshot"]): return .screenshot(session: session)
        case ("GET", ["window", "rect"]), ("GET", ["window", "size"]), ("GET", ["window", "current", "size"]):
            return .windowRect(session: session)
        case ("GET", ["orientation"]): return .orientation(session: session)
        case ("POST", ["orientation"]): return .setOrientation(session: session)
        case ("GET", ["context"]): return .context(session: session)
        case ("GET", ["contexts"]): return .contexts(session: session)
        case ("GET", ["appium", "settings"]): return .settings(session: session, update: false)
        case ("POST", ["appium", "settings"]): return .settings(session: session, update: true)
        case ("DELETE", ["actions"]): return .act(session: session, element: nil, action: "release actions")
        case ("POST", ["execute", "sync"]), ("POST", ["execute", "async"]), ("POST", ["execute"]),
            ("POST", ["execute_async"]):
            return .execute(session: session)
        case ("GET", ["appium", "device", "current_package"]): return .query(session: session, query: .getCurrentPackage)
        case ("GET", ["appium", "device", "current_activity"]): return .query(session: session, query: .getCurrentActivity)
        case ("GET", ["appium", "device", "is_keyboard_shown"]): return .query(session: session, query: .isKeyboardShown)
        case ("POST", ["appium", "device", "is_locked"]): return .query(session: session, query: .isLocked)
        case ("GET", ["appium", "device", "system_time"]): return .query(session: session, query: .getDeviceTime)
        case ("POST", ["appium", "device", "get_clipboard"]): return .query(session: session, query: .getClipboard)
        case ("POST", ["appium", "device", "app_state"]): return .query(session: session, query: .queryAppState)
        case ("POST", ["se", "log"]), ("POST", ["log"]): return .log(session: session)
        case ("GET", ["alert", "text"]), ("GET", ["alert_text"]): return .alert(session: session, request: .text)
        case ("POST", ["alert", "accept"]), ("POST", ["accept_alert"]): return .alert(session: session, request: .accept)
        case ("POST", ["alert", "dismiss"]), ("POST", ["dismiss_alert"]):
            return .alert(session: session, request: .dismiss)
        // Appium's legacy device and app routes (hide_keyboard, press_keycode,
        // app/background, …): they may change the screen.
        case ("POST", let path) where path.count >= 2 && path[0] == "appium":
            return .act(session: session, element: nil, action: path.joined(separator: "/"))
        case ("POST", let path) where path.count == 1 && sessionActions.contains(path[0]):
            return .act(session: session, element: nil, action: path[0])
        default: return nil
        }
    }

    private static func elementCommand(
        _ verb: String, _ session: String, _ element: String, _ rest: [String]
    ) -> WebDriverCommand? {
        let read = { (property: ElementProperty) in WebDriverCommand.read(session: session, element: element, property: property) }
        if verb == "GET", rest.count == 2, rest[0] == "attribute" { return read(.attribute(rest[1])) }
        if verb == "GET", rest.count == 2, rest[0] == "property" { return read(.property(rest[1])) }
        switch (verb, rest) {
        case ("POST", ["element"]): return .find(session: session, context: element, plural: false)
        case ("POST", ["elements"]): return .find(session: session, context: element, plural: true)
        case ("GET", ["text"]): return read(.text)
        case ("GET", ["name"]): return read(.tagName)
        case ("GET", ["rect"]): return read(.rect)
        case ("GET", ["displayed"]): return read(.displayed)
        case ("GET", ["enabled"]): return read(.enabled)
        case ("GET", ["selected"]): return read(.selected)
        case ("GET", ["location"]), ("GET", ["location_in_view"]): return read(.location)
        case ("GET", ["size"]): return read(.size)
        case ("GET", ["screenshot"]): return .elementScreenshot(session: session, element: element)
        case ("POST", let path) where path.count == 1 && elementActions.contains(path[0]):
            return .act(session: session, element: element, action: path[0])
        default: return nil
        }
    }
}
