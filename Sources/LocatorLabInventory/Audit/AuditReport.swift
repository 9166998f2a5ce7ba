import LocatorLabModel

/// The result of `locatorlab audit`: coverage, findings, and whether the
/// coverage gate passed. Every output format is rendered from this value.
public struct AuditReport: Sendable, Hashable, Encodable {
    /// Version of the JSON form; raised when a field changes meaning.
    public static let currentSchemaVersion = 1

    public var schemaVersion = AuditReport.currentSchemaVersion
    /// The page sources, in the order given.
    public var pageSources: [String]
    public var options: AuditOptions
    public var coverage: AuditCoverage
    /// Sorted by page source, document order, rule and message.
    public var findings: [AuditFinding]

    public init(pageSources: [String], options: AuditOptions, coverage: AuditCoverage, findings: [AuditFinding]) {
        self.pageSources = pageSources
        self.options = options
        self.coverage = coverage
        self.findings = findings.sorted(by: AuditFinding.precedes)
    }

    /// Whether overall coverage reaches ``AuditOptions/minimumCoverage``
    /// (always, when there is no minimum or no interactive element).
    public var meetsMinimumCoverage: Bool {
        guard let minimum = options.minimumCoverage else { return true }
        return coverage.overall.meets(minimum)
    }

    /// How many findings each rule produced, for the rules that produced any, in rule order.
    public var countsByRule: [(rule: AuditRule, count: Int)] {
        AuditRule.allCases.compactMap { rule in
            let count = findings.filter { $0.rule == rule }.count
            return count == 0 ? nil : (rule, count)
        }
    }

    public func count(of severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, pageSources, convention, minimumCoverage, meetsMinimumCoverage, coverage, findings, summary
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var rules: [String: Int]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(pageSources, forKey: .pageSources)
        try container.encode(options.convention, forKey: .convention)
        try container.encode(options.minimumCoverage, forKey: .minimumCoverage)
        try container.encode(meetsMinimumCoverage, forKey: .meetsMinimumCoverage)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(findings, forKey: .findings)
        let rules = Dictionary(uniqueKeysWithValues: countsByRule.map { ($0.rule.rawValue, $0.count) })
        try container.encode(
            Summary(errors: count(of: .error), warnings: count(of: .warning), notes: count(of: .note), rules: rules),
            forKey: .summary)
    }
}
