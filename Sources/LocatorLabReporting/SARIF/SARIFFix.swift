/// A proposed fix: replacements in one or more files.
public struct SARIFFix: Sendable, Codable, Equatable {
    public var description: SARIFMessage?
    public var artifactChanges: [SARIFArtifactChange]

    public init(description: String? = nil, artifactChanges: [SARIFArtifactChange]) {
        self.description = description.map { SARIFMessage($0) }
        self.artifactChanges = artifactChanges
    }
}
