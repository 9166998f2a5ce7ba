import LocatorLabModel

/// A parsed XCUITest query: the steps after the application, each with the
/// text that wrote it, so outcomes can name the query as the test does, and
/// fragility rules and rewrites can point into it. The grammar is
/// ``XCUIQueryParser``'s.
public struct XCUIQuerySyntax: Sendable, Hashable {
    /// How the chain starts: `app`, `XCUIApplication()`, or another name
    /// (`tablesQuery`, `springboard`) read as the application, which a note says.
    public var root: String
    public var steps: [XCUIQueryStep]

    /// Whether the query ends in an element (`element`, `firstMatch`, a
    /// subscript, a use such as `tap()`, or `app` itself) rather than a
    /// query or a count, whose several matches are a list, not ambiguity.
    public var resolvesToElement: Bool {
        guard let last = steps.last(where: { if case .use = $0.kind { return false } else { return true } }) else {
            return true
        }
        if case .element = last.kind { return true }
        return false
    }

    /// The last step that resolves an element with `element`, the
    /// subscript or `element(matching:)` (which fail on several matches),
    /// when the query ends in it.
    public var finalUniqueElementStep: XCUIQueryStep? {
        guard resolvesToElement, let last = steps.last(where: { if case .element = $0.kind { return true } else { return false } }),
            case .element(.unique) = last.kind
        else { return nil }
        return last
    }

    /// Parses `expression`.
    /// - Throws: ``LocatorError/invalidXCUIQuery(expression:offset:message:)``.
    public static func parse(_ expression: String) throws(LocatorError) -> XCUIQuerySyntax {
        try XCUIQueryParser.parse(expression)
    }
}

/// One step of a query. Types are ``XCUIElementTypeTable`` entries, `nil`
/// standing for `.any`.
public struct XCUIQueryStep: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `descendants(matching:)` and the `XCUIElementTypeQueryProvider`
        /// properties (`buttons`, `cells`, …), which are shorthand for it.
        case descendants(XCUIElementTypeTable.Entry?)
        /// `children(matching:)`.
        case children(XCUIElementTypeTable.Entry?)
        /// `matching(identifier:)`, `matching(_:identifier:)`, the subscript
        /// and `element(matching:identifier:)`: a filter of the query's
        /// elements by type and by one identifying property.
        case matching(XCUIElementTypeTable.Entry?, identifier: String?)
        /// `matching(_ predicate:)` and `element(matching: NSPredicate)`.
        case matchingPredicate(XCUIQueryPredicate)
        /// `containing(_:identifier:)`.
        case containing(XCUIElementTypeTable.Entry?, identifier: String?)
        /// `containing(_ predicate:)`.
        case containingPredicate(XCUIQueryPredicate)
        /// The query's elements become one element.
        case element(XCUIElementAccess)
        /// `count`.
        case count
        /// `allElementsBoundByIndex` (and `…ByAccessibilityElement`).
        case allElements
        /// A member used on the element (`tap()`, `exists`, `label`): it
        /// resolves the element, so the outcome is the element's.
        case use(String)
    }

    public var kind: Kind
    /// The step as written (`.buttons`, `["Done"]`, `.element(boundBy: 1)`);
    /// a subscript is one text for its two kinds (matching, element).
    public var text: String
    /// Where the step starts in the expression (characters from 0).
    public var offset: Int
}

/// How a query becomes an element (XCUIElement is a query resolved late).
public enum XCUIElementAccess: Sendable, Hashable {
    /// `element`, the subscript, `element(matching:…)`: one match, else the
    /// test fails ("Multiple matching elements found", "No matches found").
    case unique
    /// `firstMatch`: the first match in traversal order, without checking
    /// for more.
    case first
    /// `element(boundBy:)`, `allElementsBoundByIndex[i]`: the i-th match.
    case index(Int)
}

/// The `NSPredicate(format:…)` of a step, its arguments substituted.
public struct XCUIQueryPredicate: Sendable, Hashable {
    /// The format string with the arguments written in as literals.
    public var format: String
    var node: PredicateNode

    /// The `XCUIElementAttributes` key paths the predicate compares
    /// (`identifier`, `label`, `elementType`, …), sorted.
    public var keyPaths: [String] {
        let keys = PredicateEvaluator.keys(in: node)
        return PredicateVocabulary.xcuiKeys.filter { keys.contains($0.value) }.map(\.key).sorted()
    }
}
