/// What `record`'s proxy does around one request, decided from the request
/// alone by the same reading of the wire a replay answers with
/// (``WebDriverCommand/parse(method:path:)``, ``WebDriverCommand/actionName(body:)``):
/// whether to capture the screen before forwarding it, and what to record
/// once it is answered. The forwarder only moves bytes and does what this says.
public enum ProxyStep: Sendable, Hashable {
    /// `POST /session`: record the session the answer creates.
    case newSession
    /// `DELETE /session/:id`.
    case endSession(session: String)
    /// A find: capture first if the session's screen is stale, then record it.
    case find(session: String, context: String?, plural: Bool)
    /// `GET …/source`: the client asked for the screen itself; keep it.
    case source(session: String)
    /// A command that changes the screen, recorded as an action named `name`
    /// (a replay counts it the same way).
    case action(session: String, name: String, element: String?)
    /// A route neither record nor replay knows, which may change the screen
    /// (a `POST` or `DELETE` under a session: Appium's drivers add many):
    /// not an action a replay could count, so not recorded as one, but the
    /// screen is captured again before the next find.
    case mayChangeScreen(session: String)
    /// Reads, queries and everything else: forwarded, not recorded.
    case passThrough

    /// - Parameter path: under any base path (`/wd/hub`, a grid's prefix).
    public init(method: String, path: String, body: [UInt8]) {
        let parts = path.split(separator: "/")
        let route = parts.firstIndex { $0 == "session" || $0 == "sessions" || $0 == "status" }
            .map { "/" + parts[$0...].joined(separator: "/") } ?? path
        guard let command = try? WebDriverCommand.parse(method: method, path: route) else {
            let verb = method.uppercased()
            if verb == "POST" || verb == "DELETE", let session = Self.session(in: path) {
                self = .mayChangeScreen(session: session)
            } else {
                self = .passThrough
            }
            return
        }
        switch command {
        case .newSession: self = .newSession
        case .deleteSession(let session): self = .endSession(session: session)
        case .find(let session, let context, let plural): self = .find(session: session, context: context, plural: plural)
        case .source(let session): self = .source(session: session)
        default:
            if let session = command.session, let name = command.actionName(body: body) {
                var element: String?
                if case .act(_, let target, _) = command { element = target }
                self = .action(session: session, name: name, element: element)
            } else {
                self = .passThrough
            }
        }
    }

    /// The session a step concerns, if any.
    public var session: String? {
        switch self {
        case .newSession, .passThrough: nil
        case .endSession(let id), .find(let id, _, _), .source(let id), .action(let id, _, _), .mayChangeScreen(let id): id
        }
    }

    /// Whether the screen must be captured before forwarding, given whether
    /// the session has a current screen: before a find on a stale or
    /// missing screen, and before an action when none was ever captured
    /// (so the action is recorded on the screen it was sent on).
    public func capturesFirst(screenIsCurrent: Bool, hasScreen: Bool) -> Bool {
        switch self {
        case .find: !screenIsCurrent
        case .action: !hasScreen
        default: false
        }
    }

    /// The id after `/session/` in `path`, under any base path.
    static func session(in path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let at = parts.firstIndex(of: "session"), at + 1 < parts.count else { return nil }
        return String(parts[at + 1])
    }
}
