import LocatorLabLocators

/// How a locator fares across several page sources of one screen (app
/// versions, locales): the element it found in the reference page source,
/// and whether it finds the same element in each of the others.
public struct CrossVersionReport: Sendable, Codable {
    /// One page source of the screen.
    public struct Entry: Sendable, Codable {
        public var pageSource: String
        public var outcome: CrossVersionOutcome
        /// How many elements the locator finds there.
        public var count: Int
        /// The counterpart's element ID (document order) there, if found.
        public var counterpart: Int?
        /// Which heuristic found the counterpart.
        public var rule: ElementCounterpart.Rule?

        public init(
            pageSource: String, outcome: CrossVersionOutcome, count: Int, counterpart: Int?,
            rule: ElementCounterpart.Rule?
        ) {
            self.pageSource = pageSource
            self.outcome = outcome
            self.count = count
            self.counterpart = counterpart
            self.rule = rule
        }
    }

    /// The platform and app the page sources share (`ios:com.apple.Health`).
    public var screen: String
    /// The first page source (in argument order) where the locator finds exactly one element.
    public var reference: String
    public var element: QueryMatch
    /// Every page source of the screen, the reference included, in argument order.
    public var entries: [Entry]

    public init(screen: String, reference: String, element: QueryMatch, entries: [Entry]) {
        self.screen = screen
        self.reference = reference
        self.element = element
        self.entries = entries
    }

    /// Page sources where the locator finds its element, out of all.
    public var foundCount: Int { entries.filter { $0.outcome == .found }.count }
}

/// Whether a locator finds "its" element in another page source of the
/// same screen (see ``ElementCounterpart`` for how the element is found there).
public enum CrossVersionOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// It finds exactly the counterpart.
    case found
    /// It finds nothing.
    case broken
    /// It finds the counterpart and other elements.
    case ambiguous
    /// It finds other elements but not the counterpart.
    case wrongElement = "wrong-element"
    /// The element has no counterpart there (removed, or not recognisable).
    case noCounterpart = "no-counterpart"
    /// The locator could not be evaluated there.
    case error
}
