import LocatorLabLocators

/// The structure of an XPath that fragility rules look at: its location
/// paths and their steps (axis, node test, predicates), attribute
/// references and function calls, with character offsets. Built from
/// ``XPathTokenizer`` tokens with XPath 1.0's disambiguation rule (§3.7),
/// without a full parser: it never fails, and an expression that libxml2
/// rejects is reported by the compiler, not here.
public struct XPathShape: Sendable {
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

    /// One `[…]` predicate of a step.
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
        /// The attribute name; `*` for `@*`.
        public var name: String
        public var offset: Int
        /// Whether the reference is inside a predicate.
        public var insidePredicate: Bool
    }

    /// A function call (node-type tests like `text()` excluded).
    public struct FunctionCall: Sendable, Equatable {
        public var name: String
        public var offset: Int
    }

    public let expression: String
    public private(set) var paths: [LocationPath] = []
    /// Every predicate, including those on a parenthesised expression
    /// (`(//Cell)[2]`), which belong to no step.
    public private(set) var predicates: [Predicate] = []
    public private(set) var attributes: [AttributeReference] = []
    public private(set) var functions: [FunctionCall] = []
    /// `text()` node tests, wherever they are (as a step or in a predicate).
    public private(set) var textNodeTests: [Int] = []

    static let nodeTypes: Set<String> = ["node", "text", "comment", "processing-instruction"]
    static let operatorNames: Set<String> = ["and", "or", "div", "mod"]

    public init(_ expression: String) {
        self.expression = expression
        let characters = Array(expression)
        let tokens = XPathTokenizer.tokens(of: expression)

        // The open location path at each nesting level (bracket and paren
        // depth), so that a path interrupted by a predicate continues after it.
        var openPath: [Level: Int] = [:]
        var pendingAxis: (name: String, offset: Int)?
        var pendingSeparator: (symbol: String, offset: Int, startsPath: Bool)?
        // Open predicates: the path and step they belong to, and where they start.
        var predicateStack: [(path: Int, step: Int, offset: Int)] = []
        var expectOperand = true
        var position = 0

        func level(of token: XPathToken) -> Level {
            Level(brackets: token.bracketDepth, parens: token.parenDepth)
        }

        func addStep(axis: String, nodeTest: String, at offset: Int, token: XPathToken) {
            let key = level(of: token)
            let separator = pendingSeparator
            let continues = separator != nil && openPath[key] != nil
            let step = Step(
                axis: axis, nodeTest: nodeTest, offset: offset, followsDescendantSeparator: separator?.symbol == "//",
                predicates: []
            )
            if continues, let index = openPath[key] {
                paths[index].steps.append(step)
            } else {
                let isAbsolute = separator?.startsPath == true
                paths.append(
                    LocationPath(
                        isAbsolute: isAbsolute, startsAtRoot: isAbsolute && separator?.symbol == "/",
                        offset: isAbsolute ? separator!.offset : offset, isInsidePredicate: token.bracketDepth > 0,
                        steps: [step]
                    )
                )
                openPath[key] = paths.count - 1
            }
            pendingSeparator = nil
            pendingAxis = nil
        }

        // Moves past a node test's name, `(` and `)`: it is an operand.
        func skipNodeTestParentheses() {
            position += 1
            if position + 1 < tokens.count && tokens[position + 1].isSymbol(")") { position += 1 }
            expectOperand = false
            position += 1
        }

        while position < tokens.count {
            let token = tokens[position]
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            var isOperator = false

            switch token.kind {
            case .name(let name):
                if next?.isSymbol("::") == true {
                    pendingAxis = (name, token.offset)
                    position += 2
                    expectOperand = true
                    continue
                }
                if !expectOperand && Self.operatorNames.contains(name) {
                    isOperator = true
                    openPath[level(of: token)] = nil
                } else if let offset = Self.attributeAxisOffset(at: position, in: tokens, pendingAxis: pendingAxis) {
                    // `@node()` and `attribute::node()` are `@*` spelled out, not an attribute called "node".
                    let isNodeTest = Self.nodeTypes.contains(name) && next?.isSymbol("(") == true
                    attributes.append(
                        AttributeReference(
                            name: isNodeTest ? "*" : name, offset: offset, insidePredicate: token.bracketDepth > 0)
                    )
                    pendingAxis = nil
                    if isNodeTest {
                        skipNodeTestParentheses()
                        continue
                    }
                } else if next?.isSymbol("(") == true {
                    if Self.nodeTypes.contains(name) {
                        if name == "text" { textNodeTests.append(token.offset) }
                        let axis = pendingAxis?.name ?? (pendingSeparator?.symbol == "//" ? "descendant" : "child")
                        addStep(
                            axis: axis, nodeTest: "\(name)()", at: pendingAxis?.offset ?? token.offset, token: token)
                        skipNodeTestParentheses()
                        continue
                    } else {
                        functions.append(FunctionCall(name: name, offset: token.offset))
                    }
                } else {
                    let axis = pendingAxis?.name ?? (pendingSeparator?.symbol == "//" ? "descendant" : "child")
                    addStep(axis: axis, nodeTest: name, at: pendingAxis?.offset ?? token.offset, token: token)
                }
            case .star:
                if position > 0 && tokens[position - 1].isSymbol("@") {
                    attributes.append(
                        AttributeReference(
                            name: "*", offset: tokens[position - 1].offset, insidePredicate: token.bracketDepth > 0)
                    )
                } else if pendingAxis?.name == "attribute" {
                    attributes.append(
                        AttributeReference(
                            name: "*", offset: pendingAxis!.offset, insidePredicate: token.bracketDepth > 0))
                    pendingAxis = nil
                } else if expectOperand {
                    let axis = pendingAxis?.name ?? (pendingSeparator?.symbol == "//" ? "descendant" : "child")
                    addStep(axis: axis, nodeTest: "*", at: pendingAxis?.offset ?? token.offset, token: token)
                } else {
                    isOperator = true
                }
            case .symbol(let symbol):
                switch symbol {
                case ".":
                    addStep(axis: "self", nodeTest: ".", at: token.offset, token: token)
                case "..":
                    addStep(axis: "parent", nodeTest: "..", at: token.offset, token: token)
                case "/", "//":
                    if expectOperand {
                        // A path starting at the root: forget any open path here.
                        openPath[level(of: token)] = nil
                    }
                    pendingSeparator = (symbol, token.offset, expectOperand)
                    isOperator = true
                case "[":
                    if let index = openPath[Level(brackets: token.bracketDepth, parens: token.parenDepth)],
                        !paths[index].steps.isEmpty
                    {
                        predicateStack.append((index, paths[index].steps.count - 1, token.offset))
                    } else {
                        predicateStack.append((-1, -1, token.offset))
                    }
                case "]":
                    if let open = predicateStack.popLast() {
                        let start = min(open.offset + 1, characters.count)
                        let end = min(max(start, token.offset), characters.count)
                        let text = String(characters[start..<end])
                        let trimmed = text.trimmingWhitespace()
                        let positional =
                            !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                        let predicate = Predicate(offset: open.offset, text: text, isPositional: positional)
                        predicates.append(predicate)
                        if open.path >= 0 {
                            paths[open.path].steps[open.step].predicates.append(predicate)
                        }
                    }
                case "|", "+", "-", "=", "!=", "<", "<=", ">", ">=", ",", "(":
                    // Operators end the path at this level.
                    openPath[level(of: token)] = nil
                    if symbol == "(" {
                        openPath[Level(brackets: token.bracketDepth, parens: token.parenDepth + 1)] = nil
                    }
                    isOperator = symbol != "("
                default:
                    break
                }
            case .literal, .number, .variable:
                openPath[level(of: token)] = nil
            }

            switch token.kind {
            case .symbol(let symbol) where ["@", "::", "(", "[", ","].contains(symbol):
                expectOperand = true
            default:
                expectOperand = isOperator
            }
            position += 1
        }
    }

    /// Where the attribute axis of the name test at `position` starts (its
    /// `@` or `attribute::`), or `nil` when the name is on another axis.
    private static func attributeAxisOffset(
        at position: Int, in tokens: [XPathToken], pendingAxis: (name: String, offset: Int)?
    ) -> Int? {
        if position > 0 && tokens[position - 1].isSymbol("@") { return tokens[position - 1].offset }
        if let pendingAxis, pendingAxis.name == "attribute" { return pendingAxis.offset }
        return nil
    }

    /// Nesting level of a token: inside how many brackets and parentheses.
    private struct Level: Hashable {
        var brackets: Int
        var parens: Int
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
}
