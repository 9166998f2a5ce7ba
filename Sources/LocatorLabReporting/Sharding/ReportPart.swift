/// What one shard writes (`--shard I/N`): its report beside what `locatorlab
/// merge` checks before it trusts the parts to belong together. The report
/// is the command's own report value, as its JSON format writes it.
public struct ReportPart<Report: Codable & Sendable>: Sendable, Codable {
    /// Raised when the part's layout changes; a merge refuses other layouts.
    public var locatorlabPart: Int
    /// The `locatorlab` version that wrote the part: another version may
    /// split or judge the work differently.
    public var version: String
    /// `compare`, `compare --recording`, `audit`, `convert`.
    public var command: String
    /// A digest of every input and every option that shapes the report, the
    /// same in every shard of one run (see ``PartHeader``).
    public var fingerprint: String
    public var shard: ReportShard
    public var report: Report

    public init(version: String, command: String, fingerprint: String, shard: ReportShard, report: Report) {
        locatorlabPart = PartHeader.currentFormat
        self.version = version
        self.command = command
        self.fingerprint = fingerprint
        self.shard = shard
        self.report = report
    }

    public var header: PartHeader {
        PartHeader(
            locatorlabPart: locatorlabPart, version: version, command: command, fingerprint: fingerprint, shard: shard)
    }

    /// The part as ``ReportJSON`` writes every report.
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the \(command) part")
    }
}
