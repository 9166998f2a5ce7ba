import LocatorLabLocators
import LocatorLabModel
import LocatorLabReporting

/// The run report of a replay: every find in the order answered, and the
/// same finds grouped by distinct locator (platform, strategy, value) with
/// what they found across the run and what `compare` says of the locator
/// on the screens where it was sent (``ReplayVerdicts``).
public struct ReplayRunReport: Sendable, Encodable {
    public static let currentSchemaVersion = 1
    public var schemaVersion = ReplayRunReport.currentSchemaVersion
    public var summary: Summary
    public var locators: [ReplayedLocator]
    public var finds: [ReplayedFind]

    public struct Summary: Sendable, Hashable, Encodable {
        public var finds: Int
        public var sessions: Int
        public var distinctLocators: Int
        /// Finds answered with an error (no such element included).
        public var failedFinds: Int
        /// Finds that moved their session to another screen (no recording).
        public var jumps: Int
        /// Distinct locators by verdict.
        public var unique: Int, ambiguous: Int, broken: Int, invalid: Int
        /// Locators sent only to `elements`: lists with elements, and lists found empty.
        public var listed: Int, empty: Int
    }

    /// - Parameter screens: the replay's screens, to judge locators on.
    public init(finds: [ReplayedFind], screens: [ReplayScreen], appPackage: String? = nil) {
        self.finds = finds
        var groups: [LocatorKey: [ReplayedFind]] = [:]
        var order: [LocatorKey] = []
        for find in finds {
            let key = LocatorKey(platform: find.platform, using: find.using, value: find.value)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(find)
        }
        let verdicts = ReplayVerdicts(screens: screens, appPackage: appPackage)
        let grouped = order.map { key in ReplayedLocator(finds: groups[key] ?? [], verdicts: verdicts) }
        locators = grouped
        let count = { (verdict: ReplayedLocator.Verdict) in grouped.filter { $0.verdict == verdict }.count }
        summary = Summary(
            finds: finds.count, sessions: Set(finds.map(\.session)).count, distinctLocators: locators.count,
            failedFinds: finds.filter { $0.error != nil }.count, jumps: finds.filter { $0.jumpedFrom != nil }.count,
            unique: count(.unique), ambiguous: count(.ambiguous), broken: count(.broken), invalid: count(.invalid),
            listed: count(.listed), empty: count(.empty))
    }

    private struct LocatorKey: Hashable {
        var platform: Platform
        var using: String
        var value: String
    }

    /// The report in `format`.
    public func rendered(as format: ReplayReportFormat) throws(ReportingError) -> [UInt8] {
        switch format {
        case .text: return Array(text().utf8)
        case .json: return try ReportJSON.encode(self, what: "the replay report")
        case .html: return html()
        case .junit: return junit()
        }
    }
}

/// The formats of the run report.
public enum ReplayReportFormat: String, Sendable, Hashable, CaseIterable {
    case text, json, html, junit
}
