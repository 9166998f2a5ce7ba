/// An XPath 1.0 expression read once: its tokens, location paths and steps
/// (axis, node test, predicates), the attributes it names, the functions it
/// calls, its element name tests and literals, each with the character
/// offset where it starts. Fragility rules, document needs, the engine's
/// notes and the model evaluator all read this one value.
///
/// Reading never fails: an expression libxml2 rejects still has a syntax
/// (what a fragility rule or a note can say about it), and the problems
/// found on the way are in ``errors``, each with its offset; ``validated()``
/// throws the first. libxml2 still compiles every XPath LocatorLab
/// evaluates, so ``errors`` is a cheap subset of its checks (unterminated
/// literals, unbalanced brackets, stray characters, missing operands), not
/// a full grammar.
public struct XPathSyntax: Sendable {
    /// One location step.
    public struct Step: Sendable, Equatable {
        /// `child`, `descendant`, `parent`, `following-sibling`, …; `self`
        /// for `.` and `parent` for `..`.
        public var axis: String
        /// The node test as written: a name, `*`, `node()`, `text()`; `.`
        /// and `..` for the abbreviations.
        public var nodeTest: String
        /// Character offset of the step's first character (its axis, if written).
        public var offset: Int
        /// Whether `//` comes right before the step.
        public var followsDescendantSeparator: Bool
        public var predicates: [Predicate]

        /// `*` as an element name test.
        public var isWildcard: Bool { nodeTest == "*" }
    }

    /// One `[…]` predicate of a step or of a parenthesised expression.
    public struct Predicate: Sendable, Equatable {
        /// Offset of the `[`.
        public var offset: Int
        /// The predicate's text, between the brackets.
        public var text: String
        /// A lone number, `[3]`: selects by position.
        public var isPositional: Bool
    }

    /// A location path: steps joined by `/` or `//`.
    public struct LocationPath: Sendable, Equatable {
        /// Whether the path starts at the root (`/` or `//`).
        public var isAbsolute: Bool
        /// Whether it starts with a single `/`, i.e. names every level from the root.
        public var startsAtRoot: Bool
        /// Offset of the path's first character.
        public var offset: Int
        /// Whether the path is inside a predicate: a condition, not what
        /// the expression selects.
        public var isInsidePredicate: Bool
        public var steps: [Step]
    }

    /// An `@name` or `attribute::name` reference.
    public struct AttributeReference: Sendable, Equatable {
        /// The attribute name as written; `*` for `@*` and `@node()`.
        public var name: String
        /// Offset of the `@` or of `attribute::`.
        public var offset: Int
        /// Whether the reference is inside a predicate.
        public var insidePredicate: Bool
        /// Whether it can stand for any attribute: `*`, `prefix:*`, a node
        /// type, or no name at all.
        public var isWildcard: Bool
    }

    /// A function call; node-type tests such as `text()` are steps.
    public struct FunctionCall: Sendable, Equatable {
        /// As written, with any prefix (`fn:matches`).
        public var name: String
        public var offset: Int

        /// Without a namespace prefix.
        public var localName: Substring {
            name.split(separator: ":", maxSplits: 1).last ?? Substring(name)
        }
    }

    /// A location path that does not start with `/` or `//`, so it is
    /// evaluated from the context node.
    public struct RelativePath: Sendable, Equatable {
        public var offset: Int
        /// Inside a predicate the context is the predicate's node, not the
        /// evaluation's context node.
        public var insidePredicate: Bool
        /// Inside a function's arguments or a parenthesised group.
        public var insideParentheses: Bool
    }

    /// A string literal.
    public struct Literal: Sendable, Equatable {
        /// The text between the quotes.
        public var value: String
        /// Offset of the opening quote.
        public var offset: Int
        /// `'` or `"`.
        public var quote: Character
    }

    /// A problem found while reading, at a character offset.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            case unterminatedLiteral
            /// A `]` or `)` that closes nothing.
            case unmatchedClose(Character)
            /// A `[` or `(` still open at the end.
            case unclosed(Character)
            /// A character that is no XPath token (`#`, `;`, a lone `!`).
            case unexpectedCharacter(String)
            /// Whitespace other than space, tab, CR and LF (XPath 1.0 `ExprWhitespace`).
            case unexpectedWhitespace
            /// `name::` where `name` is no XPath axis.
            case unknownAxis(String)
            /// `@` or an axis without a name test after it.
            case missingNameTest
            /// An operator, `]`, `)` or the end where a step or value belongs.
            case missingOperand
            /// `@name(…)`: attributes are not called.
            case callOnAttributeAxis(String)
        }

        public var offset: Int
        public var reason: Reason

        public var description: String {
            let what =
                switch reason {
                case .unterminatedLiteral: "the string literal has no closing quote"
                case .unmatchedClose(let bracket): "'\(bracket)' closes nothing"
                case .unclosed(let bracket): "'\(bracket)' is never closed"
                case .unexpectedCharacter(let text): "'\(text)' is not part of XPath"
                case .unexpectedWhitespace: "XPath allows only spaces, tabs and line breaks between tokens"
                case .unknownAxis(let name): "'\(name)' is not an XPath axis"
                case .missingNameTest: "a name, '*' or node test must follow"
                case .missingOperand: "a step or value is missing here"
                case .callOnAttributeAxis(let name): "'\(name)' after @ is an attribute name, not a function"
                }
            return "\(what) (offset \(offset))"
        }
    }

    public let expression: String
    /// The expression's length in characters, the unit of every offset.
    public let length: Int
    /// The tokens, in order (``XPathTokenizer``).
    public let tokens: [XPathToken]
    public internal(set) var paths: [LocationPath] = []
    /// Every predicate, including those on a parenthesised expression
    /// (`(//Cell)[2]`), which belong to no step.
    public internal(set) var predicates: [Predicate] = []
    public internal(set) var attributes: [AttributeReference] = []
    /// Function calls, in order.
    public internal(set) var functions: [FunctionCall] = []
    /// `text()` node tests, wherever they are (as a step or in a predicate).
    public internal(set) var textNodeTests: [Int] = []
    /// Where location paths evaluated from the context node start.
    public internal(set) var relativePaths: [RelativePath] = []
    /// The names the XPath tests elements for (`XCUIElementTypeButton`,
    /// `android.widget.TextView`), as written, in order.
    public internal(set) var elementNames: [String] = []
    public internal(set) var literals: [Literal] = []
    /// Problems found while reading, by offset.
    public internal(set) var errors: [SyntaxError] = []

    /// The expression, or its first syntax error.
    public func validated() throws(SyntaxError) -> XPathSyntax {
        if let first = errors.first { throw first }
        return self
    }

    /// Every step of every path, in order of appearance.
    public var allSteps: [Step] {
        paths.flatMap(\.steps).sorted { $0.offset < $1.offset }
    }

    /// The paths that say what the expression selects (not conditions
    /// inside predicates).
    public var selectingPaths: [LocationPath] {
        paths.filter { !$0.isInsidePredicate }
    }

    /// The attributes the text names, as the drivers find them when they
    /// choose what to write into a query document (they scan the query for
    /// `@name`; a wildcard makes them write all).
    public var attributesNamed: XPathAttributeSelection {
        var names: Set<String> = []
        for reference in attributes {
            if reference.isWildcard { return .all }
            names.insert(reference.name)
        }
        return .named(names)
    }

    /// Function calls, node types and the words XPath 1.0 §3.7 reads by position.
    static let nodeTypes: Set<String> = ["node", "text", "comment", "processing-instruction"]
    static let operatorNames: Set<String> = ["and", "or", "div", "mod"]
    static let axes: Set<String> = [
        "ancestor", "ancestor-or-self", "attribute", "child", "descendant", "descendant-or-self", "following",
        "following-sibling", "namespace", "parent", "preceding", "preceding-sibling", "self",
    ]
}

/// The engine reads its notes and error offsets from the syntax under the
/// name its tests know it by.
typealias XPathSourceAnalysis = XPathSyntax

extension XPathSyntax {
    /// ``functions``, as the engine's notes name them.
    var functionCalls: [FunctionCall] { functions }
}
