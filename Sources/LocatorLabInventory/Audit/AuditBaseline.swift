import LocatorLabReporting

/// The part of an earlier `audit --format json` report that `audit
/// --baseline` compares with: coverage per page source and the findings.
/// Only these fields are decoded, so a report with fields added since
/// still reads.
public struct AuditBaseline: Sendable, Hashable, Decodable {
    public var pageSources: [String]
    public var coverage: Coverage
    public var findings: [Finding]

    public struct Coverage: Sendable, Hashable, Decodable {
        public var pageSources: [PageSource]
    }

    public struct PageSource: Sendable, Hashable, Decodable {
        public var pageSource: String
        public var coverage: Count
    }

    public struct Count: Sendable, Hashable, Decodable {
        public var interactive: Int
        public var identified: Int

        public var count: CoverageCount { CoverageCount(interactive: interactive, identified: identified) }
    }

    /// A finding as the JSON gives it; `rule` and `severity` stay strings so
    /// that a rule added later does not make the baseline unreadable.
    public struct Finding: Sendable, Hashable, Decodable {
        public var rule: String
        public var severity: String
        public var message: String
        public var pageSource: String
        public var path: String
        public var identifier: String?
    }

    /// Reads the baseline, refusing anything but an audit report.
    public static func read(_ bytes: [UInt8], file: String) throws(BaselineError) -> AuditBaseline {
        try BaselineFile.decode(
            AuditBaseline.self, from: bytes, file: file, command: .audit,
            schemaVersions: AuditReport.currentSchemaVersion...AuditReport.currentSchemaVersion)
    }
}
