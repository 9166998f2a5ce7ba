import LocatorLabModel

/// What an XCUITest query finds on one element tree, as XCTest would
/// resolve it on the screen the tree was taken from
/// (``LocatorEngine/evaluateXCUIQuery(_:)``).
///
/// XCUITest queries are lazy: a chain of `XCUIElementQuery` steps narrows a
/// set of elements, and an `XCUIElement` (`element`, `firstMatch`,
/// `element(boundBy:)`, the subscript) is resolved from the set when a test
/// uses it. Apple, `element`: it "traverses your app's accessibility tree to
/// check for multiple matching elements before returning, and fails the
/// current test if there isn't a single matching element"; `firstMatch`:
/// "the framework stops traversing your app's accessibility hierarchy as
/// soon as it finds a matching element".
public struct XCUIQueryOutcome: Sendable, Hashable {
    /// What the expression ends in.
    public enum Form: Sendable, Hashable {
        /// A query (`app.buttons`, `allElementsBoundByIndex`): its matches.
        case query
        /// `count`: the number of matches.
        case count
        /// An element: resolved as ``Resolution`` says.
        case element(Access)
    }

    /// How the final element is taken from the query's matches.
    public enum Access: String, Sendable, Hashable {
        /// `element`, the subscript, `element(matching:…)`: exactly one match.
        case unique
        /// `firstMatch`: the first match in traversal order.
        case first
        /// `element(boundBy:)`: the match at ``XCUIQueryOutcome/index``.
        case index
    }

    /// How an element form resolves.
    public enum Resolution: Sendable, Hashable {
        /// The element the test gets.
        case element(ElementID)
        /// XCTest fails the test: "Multiple matching elements found for …".
        /// The candidates are ``XCUIQueryOutcome/matches``.
        case ambiguous
        /// XCTest fails the test: "No matches found for …".
        case noMatch
        /// The expression is a query or a count; nothing is resolved.
        case notResolved
    }

    /// The expression as given.
    public var expression: String
    public var form: Form
    /// The elements of the final query, in traversal (document) order
    /// without duplicates: for an element form, the set it is resolved from.
    public var matches: [ElementID]
    public var resolution: Resolution
    /// For ``Access/index``: the index written.
    public var index: Int?
    /// The members used on the element at the end (`tap()`, `exists`).
    public var uses: [String]
    /// Where the result on a device may differ from what the page source
    /// tells, or how LocatorLab read the query; sentences without a final
    /// period, lowercase first letter.
    public var notes: [String]

    /// The element the expression resolves to, when it does.
    public var element: ElementID? {
        if case .element(let id) = resolution { return id }
        return nil
    }

    /// XCTest's failure for an element that does not resolve, in its
    /// wording, naming the query as written; `nil` when it resolves or the
    /// expression is a query.
    public var failureMessage: String? {
        switch resolution {
        case .ambiguous: "Multiple matching elements found for \(expression)"
        case .noMatch: "No matches found for \(expression)"
        case .element, .notResolved: nil
        }
    }

    /// What the query locates, as a ``LocatorResult``'s matches: the element
    /// it resolves to, every candidate when it is ambiguous (so that, as for
    /// any locator, more than one match reads as ambiguous), nothing when it
    /// has no match, and the matches of a query or a count.
    public var located: [ElementID] {
        switch resolution {
        case .element(let id): [id]
        case .noMatch: []
        case .ambiguous, .notResolved: matches
        }
    }
}
