/// Text inserted by a fix.
public struct SARIFArtifactContent: Sendable, Codable, Equatable {
    public var text: String

    public init(text: String) {
        self.text = text
    }
}
