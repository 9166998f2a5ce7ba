/// The default settings of a SARIF rule; only the level matters to us.
public struct SARIFReportingConfiguration: Sendable, Codable, Equatable {
    public var level: SARIFLevel

    public init(level: SARIFLevel) {
        self.level = level
    }
}
