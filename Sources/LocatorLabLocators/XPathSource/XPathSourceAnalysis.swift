/// What LocatorLab needs to know about an XPath before evaluating it: the
/// functions it calls and where its location paths start. Built from
/// ``XPathTokenizer`` tokens, applying XPath 1.0's disambiguation rule (§3.7):
/// after a token other than `@ :: ( [ ,` or an operator, `*` multiplies and a
/// name is an operator name.
struct XPathSourceAnalysis {
    struct FunctionCall: Equatable {
        /// As written, with any prefix (`fn:matches`).
        var name: String
        var offset: Int

        /// Without a namespace prefix.
        var localName: Substring {
            name.split(separator: ":", maxSplits: 1).last ?? Substring(name)
        }
    }

    /// A location path that does not start with `/` or `//`, so it is
    /// evaluated from the context node.
    struct RelativePath: Equatable {
        var offset: Int
        /// Inside a predicate the context is the predicate's node, not the
        /// evaluation's context node.
        var insidePredicate: Bool
        /// Inside a function's arguments or a parenthesised group.
        var insideParentheses: Bool
    }

    private(set) var functionCalls: [FunctionCall] = []
    private(set) var relativePaths: [RelativePath] = []
    /// The names the XPath tests elements for (`XCUIElementTypeButton`,
    /// `android.widget.TextView`), as written, in order.
    private(set) var elementNames: [String] = []

    /// Node-type tests look like calls but are steps.
    static let nodeTypes: Set<String> = ["node", "text", "comment", "processing-instruction"]
    static let operatorNames: Set<String> = ["and", "or", "div", "mod"]
    /// After these a step continues a path rather than starting one.
    static let pathContinuations: [XPathToken.Kind] = [.symbol("/"), .symbol("//"), .symbol("@"), .symbol("::")]

    /// Whether a name test tests elements: not an attribute (`@name`,
    /// `attribute::name`), not an axis (`child::`), not a node type (`text()`).
    private static func testsElements(after previous: XPathToken?, before earlier: XPathToken?, next: XPathToken?) -> Bool {
        if previous?.isSymbol("@") == true || next?.isSymbol("::") == true || next?.isSymbol("(") == true { return false }
        if previous?.isSymbol("::") == true, case .name(let axis) = earlier?.kind, axis == "attribute" { return false }
        return true
    }

    init(_ expression: String) {
        let tokens = XPathTokenizer.tokens(of: expression)
        var expectOperand = true
        var previous: XPathToken?

        for (position, token) in tokens.enumerated() {
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            let continuesPath = previous.map { Self.pathContinuations.contains($0.kind) } ?? false
            var isOperator = false
            var startsStep = false

            switch token.kind {
            case .name(let name):
                if !expectOperand && Self.operatorNames.contains(name) {
                    isOperator = true
                } else if next?.isSymbol("(") == true && !Self.nodeTypes.contains(name) {
                    functionCalls.append(FunctionCall(name: name, offset: token.offset))
                } else {
                    startsStep = true
                    if Self.testsElements(after: previous, before: position >= 2 ? tokens[position - 2] : nil, next: next) {
                        elementNames.append(name)
                    }
                }
            case .star:
                if expectOperand { startsStep = true } else { isOperator = true }
            case .symbol(let symbol):
                switch symbol {
                case ".", "..", "@":
                    startsStep = true
                case "/", "//", "|", "+", "-", "=", "!=", "<", "<=", ">", ">=":
                    isOperator = true
                default:
                    break
                }
            case .literal, .number, .variable:
                break
            }

            if startsStep && expectOperand && !continuesPath {
                relativePaths.append(
                    RelativePath(
                        offset: token.offset, insidePredicate: token.bracketDepth > 0, insideParentheses: token.parenDepth > 0
                    )
                )
            }

            switch token.kind {
            case .symbol(let symbol) where ["@", "::", "(", "[", ","].contains(symbol):
                expectOperand = true
            default:
                expectOperand = isOperator
            }
            previous = token
        }
    }
}
