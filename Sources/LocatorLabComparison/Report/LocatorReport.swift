import LocatorLabAdvice
import LocatorLabLocators

/// Everything about one locator: where it was written, whether it
/// compiles, its fragility findings, and its result on each page source.
public struct LocatorReport: Sendable, Codable {
    /// 1-based position in the list of locators.
    public var number: Int
    /// The XPath, or the value given to ``strategy``.
    public var expression: String
    /// The strategy as sent over the wire (`accessibility id`,
    /// `-ios class chain` …); `nil` for an XPath.
    public var strategy: String?
    /// The locators file and line, when it came from one.
    public var file: String?
    public var line: Int?
    /// Every place the locator is written, when it comes from files (a
    /// locator used in several tests is one entry, with all its uses).
    public var uses: [LocatorList.Use]?
    /// Set when the XPath does not compile; nothing else is then reported.
    public var invalid: InvalidLocator?
    public var findings: [FragilityFinding]
    /// One result per page source, in argument order, except on the page
    /// sources of other screens (``LocatorStatus/notThisScreen``), which
    /// are only counted in ``notThisScreen``: on an estate of many screens
    /// nearly every result would be one, saying only that (``everyPage(of:)``
    /// puts them back).
    public var pages: [LocatorPageResult]
    /// How many page sources are of other screens than the ones the locator
    /// finds something on, and so left out of ``pages``.
    public var notThisScreen: Int
    /// One report per screen with several page sources where the locator
    /// finds exactly one element in at least one of them.
    public var acrossPageSources: [CrossVersionReport]
    /// Why the locator has no timings although timings were asked for,
    /// said in every format rather than left blank (an XCUITest query).
    public var timingNote: String?

    public init(number: Int, expression: String, file: String?, line: Int?) {
        self.number = number
        self.expression = expression
        self.strategy = nil
        self.uses = nil
        self.file = file
        self.line = line
        self.findings = []
        self.pages = []
        self.notThisScreen = 0
        self.acrossPageSources = []
        self.timingNote = nil
    }

    /// Why an XCUITest query is not timed: its cost is XCTest's on the
    /// device, which nothing here measures, and it has no baseline.
    public static let xcuitestTimingNote =
        "not timed: XCTest resolves an XCUITest query on the device, over a snapshot of the app it takes for each "
        + "query; LocatorLab's evaluation time would not estimate that, and the query has no XPath or driver lookup "
        + "to be compared with"

}

extension LocatorReport {
    /// The locator as reports show it: the XPath as it is, any other
    /// strategy in LocatorLab's `strategy=value` form (`accessibility-id=Login`).
    public var shownLocator: String {
        guard let strategy, let known = LocatorStrategy(webDriverName: strategy) else { return expression }
        return Locator(strategy: known, value: expression).description
    }

    /// One result per page source of `pageSources` (the report's), in their
    /// order: ``pages``, and a `not-this-screen` result for each page source
    /// they leave out. An invalid locator has none.
    public func everyPage(of pageSources: [PageSourceSummary]) -> [LocatorPageResult] {
        guard invalid == nil else { return [] }
        var listed = pages[...]
        return pageSources.map { pageSource in
            if let next = listed.first, next.pageSource == pageSource.name {
                listed.removeFirst()
                return next
            }
            return LocatorPageResult(pageSource: pageSource.name, status: .notThisScreen, count: 0)
        }
    }

    /// `a.py:3:5, b.py:7:9` when the locator is written in more than one place.
    public var otherUsesText: String? {
        guard let uses, uses.count > 1 else { return nil }
        return uses.map(\.place).joined(separator: ", ")
    }
}

/// Why a locator could not be compiled at all.
public struct InvalidLocator: Sendable, Hashable, Codable {
    /// Character offset (from 0) in the expression.
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
