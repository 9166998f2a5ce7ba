/// The replacements a fix makes in one file.
public struct SARIFArtifactChange: Sendable, Codable, Equatable {
    public var artifactLocation: SARIFArtifactLocation
    public var replacements: [SARIFReplacement]

    public init(artifactLocation: SARIFArtifactLocation, replacements: [SARIFReplacement]) {
        self.artifactLocation = artifactLocation
        self.replacements = replacements
    }
}
