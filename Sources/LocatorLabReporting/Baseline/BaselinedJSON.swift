/// A report's JSON with the baseline's changes beside its own keys
/// (`"baseline": {…}`): the report's own fields stay as they are, so a report
/// written with `--baseline` is itself a baseline for the next build.
public struct BaselinedJSON<Report: Encodable>: Encodable {
    public var report: Report
    public var baseline: BaselineDiff

    public init(report: Report, baseline: BaselineDiff) {
        self.report = report
        self.baseline = baseline
    }

    private enum CodingKeys: String, CodingKey {
        case baseline
    }

    public func encode(to encoder: any Encoder) throws {
        // Both write keyed containers on one encoder: JSONEncoder merges
        // them into one object (BaselineDiffTests pins it).
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(baseline, forKey: .baseline)
    }

    /// Deterministic JSON (see ``ReportJSON``).
    public func json(what: String) throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: what)
    }
}
