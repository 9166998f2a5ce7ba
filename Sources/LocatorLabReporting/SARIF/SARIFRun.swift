/// One run of one tool in a SARIF log.
public struct SARIFRun: Sendable, Codable, Equatable {
    public var tool: SARIFTool
    public var results: [SARIFResult]
    public var columnKind: SARIFColumnKind?
    /// Where relative URIs with a `uriBaseId` (e.g. "%SRCROOT%") point.
    public var originalUriBaseIds: [String: SARIFArtifactLocation]?

    public init(
        tool: SARIFTool, results: [SARIFResult], columnKind: SARIFColumnKind? = nil,
        originalUriBaseIds: [String: SARIFArtifactLocation]? = nil
    ) {
        self.tool = tool
        self.results = results
        self.columnKind = columnKind
        self.originalUriBaseIds = originalUriBaseIds
    }
}
