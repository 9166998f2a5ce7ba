import LocatorLabAdvice
import LocatorLabLocators

/// One distinct locator (strategy and value) of a recorded run: every time
/// the suite sent it, what it finds on each screen it was sent on, and what
/// `compare` says of it.
public struct RecordedLocatorReport: Sendable, Codable {
    /// 1-based, in the order the run first sent each locator.
    public var number: Int
    /// The wire strategy as the client sent it (`xpath`, `accessibility id`, …).
    public var using: String
    public var value: String
    /// The strategy LocatorLab evaluates it with; nil when LocatorLab does
    /// not evaluate `using` (see ``notEvaluated``).
    public var strategy: LocatorStrategy?
    /// Why the locator was not evaluated (an unknown strategy, one the
    /// screen's platform refuses).
    public var notEvaluated: String?
    /// Set when the XPath does not compile: nothing else is then evaluated.
    public var invalid: InvalidLocator?
    /// The fragility catalog's findings for its strategy.
    public var findings: [FragilityFinding]
    /// One result per distinct screen it was sent on, in order of first use.
    public var screens: [ScreenResult]
    /// Every time the run sent it, in run order.
    public var uses: [Use]
    /// An identifier locator that selects exactly what this one selects on
    /// every screen it was sent on; nil when there is none (or it already is one).
    public var replacement: Replacement?
    /// Why there is no replacement.
    public var replacementUnavailable: String?
    /// The test-source lines that send it (`compare --recording --tests`),
    /// where SARIF points first; nil without `--tests`.
    public var sentFrom: [LocatorList.Use]?

    /// The worst status over its screens (error, broken, ambiguous, unique).
    public var status: LocatorStatus? {
        let order: [LocatorStatus] = [.error, .broken, .ambiguous, .list, .unique]
        return order.first { status in screens.contains { $0.status == status } }
    }

    /// Its uses where the upstream and LocatorLab disagree.
    public var disagreements: [Use] { uses.filter { $0.agreement == .disagrees } }

    /// The locator on one screen, evaluated with the driver's semantics.
    public struct ScreenResult: Sendable, Codable {
        /// The screen's id in the recording (`screen-003`).
        public var screen: String
        /// Its page source, as reports name it.
        public var pageSource: String
        public var status: LocatorStatus
        public var count: Int
        /// The first match (what a singular find returns).
        public var first: QueryMatch?
        /// Where a device may differ from the page source, from the engine.
        public var notes: [String]
        /// Why it could not be evaluated here.
        public var error: String?
        /// LocatorLab's estimate of one find's cost on a device, in
        /// nanoseconds: `xpath-device` for an XPath (building the driver's
        /// query document, then evaluating), the engine's evaluation on the
        /// element tree for the other strategies. Nil without timing.
        public var estimate: TimingStatistics?
        /// What ``estimate`` measures: `xpath-device` or `evaluation`.
        public var estimateKind: String?
        /// For an XPath: compare's full result on this screen (suggestions,
        /// identifier lookup, survival), the same value `compare` reports.
        public var comparison: LocatorPageResult?
    }

    /// One find the suite sent with this locator.
    public struct Use: Sendable, Codable {
        public var sequence: Int
        public var session: String
        public var screen: String
        public var plural: Bool
        /// The upstream element the find was scoped to, if any.
        public var context: String?
        /// The HTTP status the upstream answered.
        public var upstreamStatus: Int
        /// The W3C error the upstream answered, if any.
        public var upstreamError: String?
        /// How many elements the upstream found; nil when it failed with
        /// another error than `no such element`.
        public var upstreamCount: Int?
        /// How long the upstream took to answer, as recorded.
        public var deviceMilliseconds: Double
        /// How many elements LocatorLab finds on the recorded screen.
        public var locatorLabCount: Int?
        public var agreement: Agreement
        /// Why the use was not compared, or what tells where a disagreement comes from.
        public var evidence: [String]
        /// For a disagreement: the likelier cause, from that evidence.
        public var likelyCause: LikelyCause?
    }

    /// Whether the upstream and LocatorLab found the same on the recorded screen.
    public enum Agreement: String, Sendable, Hashable, Codable {
        /// The same count (`elements`), or both something or both nothing (`element`).
        case agrees
        case disagrees
        /// Not comparable (see the use's evidence).
        case notCompared = "not-compared"
    }

    /// Where a disagreement most likely comes from.
    public enum LikelyCause: String, Sendable, Hashable, Codable {
        /// The screen was captured earlier and the app may have changed on
        /// its own since: the saved screen is not what the device showed.
        case screenChanged = "screen-changed"
        /// The screen was captured right before this find: LocatorLab's
        /// semantics (or what a page source cannot show) differ from the driver's.
        case semantics
    }

    /// A verified identifier replacement.
    public struct Replacement: Sendable, Codable {
        public var locator: Locator
        /// The screens it was checked on: every screen the locator was sent on.
        public var screens: [String]
    }
}
