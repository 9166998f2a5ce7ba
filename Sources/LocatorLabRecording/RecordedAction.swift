/// A request that may change the screen (`click`, `value`, `clear`, `back`,
/// W3C `actions`, `url`, …), recorded so a replay can move to the screen
/// the run reached after it.
public struct RecordedAction: Sendable, Hashable, Codable {
    /// The event's position in the run, from 1; finds and actions share it.
    public let sequence: Int
    public let session: String
    /// The screen that was current when the action was sent.
    public let screen: String
    /// The command's name: the last path component (`click`, `value`,
    /// `clear`, `back`, `actions`, …).
    public let command: String
    /// The element acted on, when the command names one.
    public let element: String?
    /// The HTTP status the upstream answered.
    public let status: Int

    public init(sequence: Int, session: String, screen: String, command: String, element: String?, status: Int) {
        self.sequence = sequence
        self.session = session
        self.screen = screen
        self.command = command
        self.element = element
        self.status = status
    }
}
