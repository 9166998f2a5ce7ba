import LocatorLabAdvice
import LocatorLabLocators

/// One locator on one page source: what it finds, how long it takes
/// compared with an identifier lookup, what would be better, and how well
/// each survives changes to the page.
public struct LocatorPageResult: Sendable, Codable {
    public var pageSource: String
    public var status: LocatorStatus
    /// Every match, counted; 0 means broken (or not this screen), more than 1 ambiguous.
    public var count: Int
    /// The first matches (see ``CompareSettings/maximumListedMatches``).
    public var matches: [QueryMatch]
    /// When the XPath matches nothing on a device but something on the
    /// page-source file (an `/AppiumAUT/…` path): what it matches there.
    /// Suggestions and survival are then about these elements.
    public var fileOnlyMatches: [QueryMatch]
    /// Where a device may differ from the page source, from the locator engine.
    public var notes: [String]
    /// Why the locator could not be evaluated here.
    public var error: String?
    public var timings: LocatorTimings?
    /// Native-strategy locators that select exactly what the XPath selects,
    /// one per strategy of the platform, timed beside it (the ladder from
    /// identifier to XPath).
    public var nativeLocators: [Locator]
    public var identifierLookup: IdentifierLookup?
    /// Why there are no identifier timings.
    public var identifierUnavailable: String?
    public var suggestions: [TargetSuggestions]
    public var survival: SurvivalReport?
    /// Why survival was not checked.
    public var survivalSkipped: String?
    /// The XPath as written survived more trials than any suggestion (and is
    /// not itself one): no suggestion is called the best.
    public var xpathSurvivesBetter: Bool

    public init(pageSource: String, status: LocatorStatus, count: Int) {
        self.pageSource = pageSource
        self.status = status
        self.count = count
        self.matches = []
        self.fileOnlyMatches = []
        self.notes = []
        self.suggestions = []
        self.nativeLocators = []
        self.xpathSurvivesBetter = false
    }

    /// The best suggestion for the first target, if any: the one that
    /// survived most often, never one that survived less than the XPath.
    public var bestSuggestion: LocatorSuggestion? {
        xpathSurvivesBetter ? nil : suggestions.first?.best
    }
}

/// What a locator finds on one page source, in one word.
public enum LocatorStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Exactly one element.
    case unique
    /// Several elements: the test acts on the first, which may be the wrong one.
    case ambiguous
    /// Several elements, asked for as a list (a recorded run's plural
    /// find, `find_elements`): what the test asked for, not ambiguous.
    case list
    /// No element, on a screen the locator belongs to (or it finds nothing
    /// anywhere).
    case broken
    /// No element, on a page source of another screen than the ones the
    /// locator finds something on (``ScreenGrouping``): expected, not broken.
    case notThisScreen = "not-this-screen"
    /// The locator could not be evaluated (see the result's error).
    case error

    public init(count: Int) {
        self = count == 0 ? .broken : count == 1 ? .unique : .ambiguous
    }
}
