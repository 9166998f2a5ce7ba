/// A file, by URI: relative paths (with `/`) resolve against `uriBaseId` or,
/// for GitHub code scanning, the repository checkout.
public struct SARIFArtifactLocation: Sendable, Codable, Equatable {
    public var uri: String
    public var uriBaseId: String?

    public init(uri: String, uriBaseId: String? = nil) {
        self.uri = uri
        self.uriBaseId = uriBaseId
    }
}
