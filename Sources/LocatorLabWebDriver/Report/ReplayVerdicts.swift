import LocatorLabAdvice
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel

/// What `compare` says of a replayed XPath on the screens where the suite
/// sent it: its status there (unique, ambiguous, broken), its fragility
/// findings, and the best replacement compare verified to select exactly
/// the same element and to survive the page's mutations at least as often.
/// Timings are left out: they measure this machine, and the run report
/// lists each find's evaluation time instead.
///
/// Compare judges XPath; a locator of another strategy is judged by what
/// its finds matched (``ReplayedLocator/Verdict``), and says so.
public struct ReplayVerdicts: Sendable {
    let screens: [ReplayScreen]
    let appPackage: String?

    /// Compare's judgement of one locator.
    public struct Judgement: Sendable, Hashable, Encodable {
        /// Compare's status per screen, in screen order.
        public var statuses: [ScreenStatus]
        /// Fragility findings as `rule: message`.
        public var findings: [String]
        /// The verified replacement, as `strategy=value` (`accessibility-id=Log in`).
        public var replacement: String?
        /// Why compare said nothing, or what it could not do.
        public var note: String?

        public struct ScreenStatus: Sendable, Hashable, Encodable {
            public var screen: String
            public var status: String
        }
    }

    func judge(using: String, value: String, platform: Platform, on screenIndexes: Set<Int>) -> Judgement {
        guard using == "xpath" else {
            return Judgement(
                statuses: [], findings: [], replacement: nil,
                note: "compare judges XPath locators; this one is judged by what its finds matched")
        }
        let indexes = screenIndexes.sorted()
        let pages = indexes.map { NamedTree(name: screens[$0].name, tree: screens[$0].tree) }
        let settings = CompareSettings(timings: [], appPackage: appPackage, workers: 1)
        let report = LocatorComparison(settings: settings, clock: ContinuousMeasurementClock())
            .run(pageSources: pages, locators: LocatorList(expressions: [value]))
        guard let locator = report.locators.first else {
            return Judgement(statuses: [], findings: [], replacement: nil, note: "compare returned no result")
        }
        if let invalid = locator.invalid {
            return Judgement(
                statuses: [], findings: [], replacement: nil,
                note: "invalid XPath at offset \(invalid.offset): \(invalid.message)")
        }
        let best = locator.pages.lazy.compactMap(\.bestSuggestion).first
        return Judgement(
            statuses: locator.pages.map { Judgement.ScreenStatus(screen: $0.pageSource, status: $0.status.rawValue) },
            findings: locator.findings.map { "\($0.rule): \($0.message)" },
            replacement: best.map { $0.locator.description }, note: nil)
    }
}
