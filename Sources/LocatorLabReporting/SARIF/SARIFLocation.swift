/// Where a result applies.
public struct SARIFLocation: Sendable, Codable, Equatable {
    public var physicalLocation: SARIFPhysicalLocation?
    public var message: SARIFMessage?

    public init(physicalLocation: SARIFPhysicalLocation?, message: SARIFMessage? = nil) {
        self.physicalLocation = physicalLocation
        self.message = message
    }

    /// A location in file `uri` (relative to the repository root, with `/`),
    /// at `line`/`column` when known. Without a valid line (nil or below 1)
    /// the result points at the whole file.
    public init(
        uri: String, uriBaseId: String? = nil, line: Int? = nil, column: Int? = nil, endLine: Int? = nil,
        endColumn: Int? = nil
    ) {
        let region = line.flatMap {
            SARIFRegion(startLine: $0, startColumn: column, endLine: endLine, endColumn: endColumn)
        }
        self.init(
            physicalLocation: SARIFPhysicalLocation(
                artifactLocation: SARIFArtifactLocation(uri: uri, uriBaseId: uriBaseId), region: region))
    }
}
