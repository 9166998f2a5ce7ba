import Foundation
import LocatorLabAdvice
import LocatorLabModel
import LocatorLabReporting

/// The result of `locatorlab compare`: one value every output format is
/// rendered from. The JSON form is documented in docs/compare-report.md.
public struct CompareReport: Sendable, Encodable {
    /// Raised when a field changes meaning or disappears. 2: a locator's
    /// results on other screens are counted (`notThisScreen`), not listed.
    public static let currentSchemaVersion = 2

    public var schemaVersion = CompareReport.currentSchemaVersion
    public var run: CompareRunInfo
    public var pageSources: [PageSourceSummary]
    /// The fragility rules that fired, in catalog order, with their rationale.
    public var rules: [RuleDescription]
    public var locators: [LocatorReport]
    public var summary: CompareSummary

    public init(run: CompareRunInfo, pageSources: [PageSourceSummary], locators: [LocatorReport]) {
        self.run = run
        self.pageSources = pageSources
        self.locators = locators
        let fired = Set(locators.flatMap(\.findings).map(\.rule))
        rules = FragilityCatalog.all.filter { fired.contains($0.id) }.map(RuleDescription.init)
        summary = CompareSummary(locators: locators, pageSources: pageSources.count)
    }

    /// Deterministic JSON: sorted keys, two-space indentation, final newline.
    /// Throws for a number JSON cannot hold (a NaN timing).
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the compare report")
    }
}

/// A page source the comparison ran on.
public struct PageSourceSummary: Sendable, Hashable, Codable {
    public var name: String
    public var platform: Platform
    public var elements: Int
    /// Page sources with the same screen are treated as versions of one
    /// screen (see ``ScreenGrouping``).
    public var screen: String

    public init(name: String, platform: Platform, elements: Int, screen: String) {
        self.name = name
        self.platform = platform
        self.elements = elements
        self.screen = screen
    }
}
