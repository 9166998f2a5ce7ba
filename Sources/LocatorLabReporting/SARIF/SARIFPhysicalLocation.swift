/// A file and, when known, a region in it.
public struct SARIFPhysicalLocation: Sendable, Codable, Equatable {
    public var artifactLocation: SARIFArtifactLocation
    public var region: SARIFRegion?

    public init(artifactLocation: SARIFArtifactLocation, region: SARIFRegion? = nil) {
        self.artifactLocation = artifactLocation
        self.region = region
    }
}
