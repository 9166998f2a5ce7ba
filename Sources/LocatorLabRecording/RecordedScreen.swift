/// One distinct screen of a recorded run: the page source the upstream
/// answered to `GET /source`, stored once however often the suite came back
/// to it, and its screenshot when the recording asked for screenshots.
public struct RecordedScreen: Sendable, Hashable, Codable {
    /// `screen-001`, `screen-002`, … in the order the run first saw them.
    public let id: String
    /// The page source, relative to the recording folder.
    public let source: String
    /// The PNG screenshot, relative to the recording folder, when taken.
    public let screenshot: String?
    /// The session that first saw the screen.
    public let session: String

    public init(id: String, source: String, screenshot: String?, session: String) {
        self.id = id
        self.source = source
        self.screenshot = screenshot
        self.session = session
    }
}
