/// `recording.json`: what makes a folder a recording. Written once when the
/// recording starts; the run itself is in the event log beside it.
public struct RecordingManifest: Sendable, Hashable, Codable {
    /// Always ``formatName``.
    public let format: String
    /// The layout's version; a reader refuses versions newer than its own.
    public let version: Int
    /// The Appium server the run was recorded against.
    public let upstream: String
    /// Whether screenshots were taken with each new screen.
    public let screenshots: Bool

    public static let formatName = "locatorlab-recording"
    public static let currentVersion = 1

    public init(upstream: String, screenshots: Bool) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.upstream = upstream
        self.screenshots = screenshots
    }
}
