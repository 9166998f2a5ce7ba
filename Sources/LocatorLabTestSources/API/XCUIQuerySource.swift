/// An XCUITest query read from a Swift source (`app.tables.cells.element(boundBy: 1)`):
/// its steps, statically resolved, and how the test uses what it finds.
/// ``FoundLocator/expression`` holds the same query written out from `app`
/// (``text``), for the `xcuitest` strategy to evaluate.
public struct XCUIQuerySource: Sendable, Hashable {
    /// One call or property of `XCUIElementQuery`/`XCUIElementTypeQueryProvider`,
    /// with its arguments known.
    public enum Step: Sendable, Hashable {
        /// `buttons`, `staticTexts`, …: `descendants(matching: .button)`.
        case typeQuery(String)
        /// `descendants(matching: .button)`; the type's case name.
        case descendants(String)
        /// `children(matching: .other)`.
        case children(String)
        /// `["key"]`: identifier, title, label, value or placeholder value.
        case subscripted(String)
        /// `matching(identifier: "key")`.
        case matchingIdentifier(String)
        /// `matching(.button, identifier: "key")`; `nil` for `identifier: nil`.
        case matchingType(String, identifier: String?)
        /// `matching(NSPredicate(format: "…", …))`: the format and its
        /// arguments, Swift-literal text (`"x"`, `3`).
        case matchingPredicate(format: String, arguments: [String])
        /// `containing(.button, identifier: "key")`.
        case containingType(String, identifier: String?)
        /// `containing(NSPredicate(format: "…"))`.
        case containingPredicate(format: String, arguments: [String])
        /// `element(boundBy: 2)`.
        case elementBoundBy(Int)
        /// `element(matching: .button, identifier: "key")`.
        case elementMatching(String, identifier: String?)
        /// `element(matching: NSPredicate(format: "…"))`, Apple: "Returns
        /// an element that matches the predicate"; as for the predicate
        /// steps, the format and Swift-literal arguments.
        case elementMatchingPredicate(format: String, arguments: [String])
        case element
        case firstMatch
        case count
        case allElementsBoundByIndex

        /// The step as Swift writes it, after a dot (or the subscript).
        public var text: String {
            switch self {
            case .typeQuery(let name): ".\(name)"
            case .descendants(let type): ".descendants(matching: .\(type))"
            case .children(let type): ".children(matching: .\(type))"
            case .subscripted(let key): "[\(Self.literal(key))]"
            case .matchingIdentifier(let key): ".matching(identifier: \(Self.literal(key)))"
            case .matchingType(let type, let key): ".matching(.\(type), identifier: \(key.map(Self.literal) ?? "nil"))"
            case .matchingPredicate(let format, let arguments):
                ".matching(NSPredicate(format: \(([Self.literal(format)] + arguments).joined(separator: ", "))))"
            case .containingType(let type, let key): ".containing(.\(type), identifier: \(key.map(Self.literal) ?? "nil"))"
            case .containingPredicate(let format, let arguments):
                ".containing(NSPredicate(format: \(([Self.literal(format)] + arguments).joined(separator: ", "))))"
            case .elementBoundBy(let index): ".element(boundBy: \(index))"
            case .elementMatching(let type, let key):
                ".element(matching: .\(type), identifier: \(key.map(Self.literal) ?? "nil"))"
            case .elementMatchingPredicate(let format, let arguments):
                ".element(matching: NSPredicate(format: \(([Self.literal(format)] + arguments).joined(separator: ", "))))"
            case .element: ".element"
            case .firstMatch: ".firstMatch"
            case .count: ".count"
            case .allElementsBoundByIndex: ".allElementsBoundByIndex"
            }
        }

        /// Whether the step names an element of the query (the rest keep a query).
        public var resolvesElement: Bool {
            switch self {
            case .subscripted, .elementBoundBy, .elementMatching, .elementMatchingPredicate, .element, .firstMatch: true
            default: false
            }
        }

        /// A Swift string literal of `value`.
        public static func literal(_ value: String) -> String {
            var text = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\0": text += "\\0"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        text += "\\u{\(String(scalar.value, radix: 16))}"
                    } else {
                        text.unicodeScalars.append(scalar)
                    }
                }
            }
            return text + "\""
        }
    }

    /// What the test does with the query: XCUITest resolves an element on
    /// use, and the proof of a rewrite depends on how.
    public enum Use: String, Sendable, Hashable, Codable {
        /// `firstMatch`: the first match in traversal order, the others ignored.
        case firstMatch = "first-match"
        /// A subscript, `element`, `element(boundBy:)`, `element(matching:)`:
        /// the one element (several are "Multiple matching elements found").
        case element
        /// `count`, `allElementsBoundByIndex` or the query itself: the whole
        /// set, in order.
        case set
    }

    /// The steps from the application root, those of a page-object
    /// property or variable the chain starts from included.
    public var steps: [Step]
    /// How many of ``steps`` are written at this place (the rest come from
    /// the property or variable it starts from): the rewrite replaces these.
    public var writtenSteps: Int
    /// The text the chain starts from and the rewrite keeps: `app`,
    /// `XCUIApplication()`, `loginScreen.table`, or empty for the implicit
    /// `self` of an `XCUIApplication` extension.
    public var base: String
    /// The page-object property or variable ``base`` names, when the chain
    /// starts from one.
    public var baseDeclaration: String?
    /// The project helper the chain starts from (`raceCell(named:)`), when
    /// it does: the rewrite would change the helper, which it leaves alone.
    public var helper: String?
    public var use: Use
    /// The project's identifier constants, by value, as Swift code names
    /// them here (`AccessibilityID.Profile.doneButton`): a rewrite writes
    /// the constant rather than its value.
    public var identifierConstants: [String: String]
    /// The bytes a rewrite replaces (UTF-8 offsets in the file): the written
    /// steps after ``base`` and the trivia between them, so that the base
    /// and comments before the first step and after the last stay as they
    /// are. Where Xcode's recorder wrapped part of the chain in a token
    /// (`/*@START_MENU_TOKEN@*/….buttons["Save"]/*[[".buttons[\"Save\"]",…]]@END_MENU_TOKEN@*/`),
    /// the range covers the whole token: its alternatives name the query
    /// being replaced, so the rewritten steps replace the token with them.
    public var rewriteRange: Range<Int> = 0..<0
    /// Whether ``rewriteRange`` covers the base too (a recorder token that
    /// starts before it): the rewrite then writes the base again.
    public var rewriteIncludesBase = false

    /// The query written out from `app`, as the `xcuitest` strategy reads it.
    public var text: String { "app" + steps.map(\.text).joined() }

    /// The steps at this place, written out after ``base``.
    public var writtenText: String { steps.suffix(writtenSteps).map(\.text).joined() }
}
