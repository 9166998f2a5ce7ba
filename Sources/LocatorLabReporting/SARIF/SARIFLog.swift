/// A SARIF 2.1.0 log, the format GitHub code scanning and IDEs read:
///
///     let log = SARIFLog(
///         tool: SARIFToolComponent(name: "locatorlab", version: "1.0", rules: rules),
///         results: results)
///     let bytes = try log.json()
///
/// Optional properties left `nil` are omitted from the JSON.
public struct SARIFLog: Sendable, Codable, Equatable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var schema: String
    public var version: String
    public var runs: [SARIFRun]

    public init(runs: [SARIFRun]) {
        self.schema = Self.schemaURI
        self.version = "2.1.0"
        self.runs = runs
    }

    /// A log with one run of `tool`. Results that name a rule of the tool
    /// but no `ruleIndex` get the index filled in, so viewers link the rule.
    public init(tool: SARIFToolComponent, results: [SARIFResult], columnKind: SARIFColumnKind? = nil) {
        let indices = Dictionary(
            (tool.rules ?? []).enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let linked = results.map { result in
            var result = result
            if result.ruleIndex == nil, let id = result.ruleId { result.ruleIndex = indices[id] }
            return result
        }
        self.init(runs: [SARIFRun(tool: SARIFTool(driver: tool), results: linked, columnKind: columnKind)])
    }

    /// Deterministic JSON (see `ReportJSON`).
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the SARIF log")
    }

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}
