/// One find the suite sent (`POST …/element` or `…/elements`), with what
/// the upstream answered and how long it took.
public struct RecordedFind: Sendable, Hashable, Codable {
    /// The event's position in the run, from 1; finds and actions share it.
    public let sequence: Int
    public let session: String
    /// The screen that was current when the find was sent.
    public let screen: String
    /// The wire strategy (`xpath`, `accessibility id`, `-ios class chain`, …).
    public let using: String
    /// The locator's value as the client sent it, after any run-time building.
    public let value: String
    /// `elements` (all matches) rather than `element` (the first).
    public let plural: Bool
    /// The upstream element the find was scoped to (`/element/:id/element`),
    /// or nil for a find from the session's root.
    public let context: String?
    /// The HTTP status the upstream answered.
    public let status: Int
    /// The W3C error code (`no such element`, …) when the find failed.
    public let error: String?
    /// The upstream's element references, in the order it gave them.
    public let elements: [String]
    /// Wall-clock time from forwarding the request to the upstream's answer.
    public let latencyMilliseconds: Double

    public init(
        sequence: Int, session: String, screen: String, using: String, value: String, plural: Bool,
        context: String?, status: Int, error: String?, elements: [String], latencyMilliseconds: Double
    ) {
        self.sequence = sequence
        self.session = session
        self.screen = screen
        self.using = using
        self.value = value
        self.plural = plural
        self.context = context
        self.status = status
        self.error = error
        self.elements = elements
        self.latencyMilliseconds = latencyMilliseconds
    }
}
