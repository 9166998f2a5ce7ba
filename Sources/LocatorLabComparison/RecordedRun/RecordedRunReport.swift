import LocatorLabAdvice
import LocatorLabModel
import LocatorLabReporting

/// What `compare --recording` (and `replay`'s run report) says of a run's
/// finds: one value every format is rendered from, grouped by distinct
/// locator (``RecordedLocatorReport``).
public struct RecordedRunReport: Sendable, Encodable {
    /// Raised when a field changes meaning or disappears.
    public static let currentSchemaVersion = 1

    public var schemaVersion = RecordedRunReport.currentSchemaVersion
    /// The recordings the run came from (folders), when read from some.
    public var recordings: [String] = []
    public var screens: [ScreenSummary]
    /// The fragility rules that fired, in catalog order, with their rationale.
    public var rules: [RuleDescription]
    public var locators: [RecordedLocatorReport]
    public var summary: Summary
    /// Whether device costs were estimated (timings were taken).
    public var estimated: Bool
    /// What the readers noticed but could read past (a cut event log).
    public var notes: [String] = []

    public init(screens: [ScreenSummary], locators: [RecordedLocatorReport], estimated: Bool) {
        self.screens = screens
        self.locators = locators
        self.estimated = estimated
        let fired = Set(locators.flatMap(\.findings).map(\.rule))
        rules = FragilityCatalog.all.filter { fired.contains($0.id) }.map(RuleDescription.init)
        summary = Summary(locators: locators)
    }

    /// One screen of the run.
    public struct ScreenSummary: Sendable, Hashable, Codable {
        public var id: String
        public var pageSource: String
        public var platform: Platform
        public var elements: Int
    }

    /// The headline figures.
    public struct Summary: Sendable, Encodable {
        public var finds: Int
        public var locators: Int
        /// Locator × screen results by status.
        public var statuses: [CompareSummary.Count]
        /// Finds by agreement between the upstream and LocatorLab.
        public var agreements: [CompareSummary.Count]
        /// Distinct locators with a verified identifier replacement.
        public var replacements: Int
        /// Fragility findings by rule.
        public var findings: [CompareSummary.Count]
        /// The median recorded upstream latency of a find, in milliseconds.
        public var medianDeviceMilliseconds: Double?
        /// The median of LocatorLab's estimates, in milliseconds.
        public var medianEstimateMilliseconds: Double?

        init(locators: [RecordedLocatorReport]) {
            let uses = locators.flatMap(\.uses)
            finds = uses.count
            self.locators = locators.count
            let results = locators.flatMap(\.screens)
            statuses = [LocatorStatus.unique, .list, .ambiguous, .broken, .error].map { status in
                CompareSummary.Count(key: status.rawValue, count: results.filter { $0.status == status }.count)
            }
            agreements = [RecordedLocatorReport.Agreement.agrees, .disagrees, .notCompared].map { agreement in
                CompareSummary.Count(key: agreement.rawValue, count: uses.filter { $0.agreement == agreement }.count)
            }
            replacements = locators.filter { $0.replacement != nil }.count
            let rules = locators.flatMap(\.findings).map(\.rule)
            findings = FragilityCatalog.all.map(\.id).compactMap { id in
                let count = rules.filter { $0 == id }.count
                return count == 0 ? nil : CompareSummary.Count(key: id, count: count)
            }
            medianDeviceMilliseconds = Self.median(uses.map(\.deviceMilliseconds))
            medianEstimateMilliseconds = Self.median(results.compactMap { $0.estimate?.median }.map { $0 / 1_000_000 })
        }

        static func median(_ values: [Double]) -> Double? {
            values.isEmpty ? nil : TimingStatistics.percentile(0.5, ofSorted: values.sorted())
        }
    }

    /// Deterministic JSON: sorted keys, two-space indentation, final newline.
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the recorded run report")
    }

    /// The report in `format`; `colour` applies to `text` only.
    public func rendered(as format: ReportFormat, colour: Bool = false) throws(ReportingError) -> [UInt8] {
        switch format {
        case .json: try json()
        case .text: Array(text(colour: colour).utf8)
        case .markdown: Array(markdown().utf8)
        case .html: Array(html().utf8)
        }
    }
}
