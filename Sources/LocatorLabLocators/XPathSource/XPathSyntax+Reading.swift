extension XPathSyntax {
    /// Reads `expression`: one tokenization, then two walks over the tokens.
    /// The first classifies every token by XPath 1.0's disambiguation rule
    /// (§3.7: after a token other than `@ :: ( [ ,` or an operator, `*`
    /// multiplies and a name is an operator name) and checks brackets,
    /// literals and whitespace; the second builds paths, steps and
    /// predicates, skipping the tokens of an axis or node test it has read.
    public init(_ expression: String) {
        self.init(expression, meter: PreparationMeter())
    }

    /// Reads `expression`, counting the work on `meter`; once the meter
    /// stops, what is read is incomplete.
    init(_ expression: String, meter: PreparationMeter) {
        let characters = Array(expression)
        meter.spend(characters.count)
        self.expression = expression
        self.length = characters.count
        self.tokens = XPathTokenizer.tokens(of: characters, meter: meter)
        let operandExpected = classify(characters, meter: meter)
        readStructure(characters, operandExpected: operandExpected, meter: meter)
        if errors.count > 1 { errors.sort { $0.offset < $1.offset } }
    }

    /// XPath 1.0 `ExprWhitespace`; Swift reads CR LF as one character.
    private static let blanks: [Character] = ["\u{20}", "\t", "\n", "\r", "\r\n"]

    /// Whether an operand is expected before each token; fills in literals,
    /// relative paths and the lexical errors.
    private mutating func classify(_ characters: [Character], meter: PreparationMeter) -> [Bool] {
        var expected = [Bool](repeating: true, count: tokens.count)
        var expectOperand = true
        // After `/ // @ ::` a step continues a path rather than starting one.
        var continuesPath = false
        var open: [(bracket: Character, offset: Int)] = []
        var previousEnd = 0
        for (position, token) in tokens.enumerated() {
            guard meter.spend() else { break }
            expected[position] = expectOperand
            if token.followsWhitespace { checkWhitespace(characters, from: previousEnd, to: token.offset) }
            previousEnd = token.end
            var isOperator = false
            var startsStep = false
            // After `@ :: ( [ ,` an operand comes, whatever follows (§3.7).
            var operandFollows = false
            var continuesNext = false
            switch token.kind {
            case .name(let name):
                if !expectOperand && Self.operatorNames.contains(name) {
                    isOperator = true
                } else if position + 1 == tokens.count || !tokens[position + 1].isSymbol("(")
                    || Self.nodeTypes.contains(name)
                {
                    startsStep = true
                }
            case .star:
                if expectOperand { startsStep = true } else { isOperator = true }
            case .literal:
                let quote = characters[token.offset]
                let closed = token.end - token.offset >= 2 && characters[token.end - 1] == quote
                if !closed { errors.append(SyntaxError(offset: token.offset, reason: .unterminatedLiteral)) }
                let valueEnd = closed ? token.end - 1 : token.end
                meter.spend(valueEnd - token.offset)
                literals.append(
                    Literal(value: String(characters[(token.offset + 1)..<valueEnd]), offset: token.offset, quote: quote))
            case .number, .variable:
                break
            case .symbol(let symbol):
                // Symbols are compared by `switch`: short strings compare
                // without hashing, and every token passes here.
                var binary = false
                switch symbol {
                case ".", "..":
                    startsStep = true
                case "@":
                    startsStep = true
                    operandFollows = true
                    continuesNext = true
                case "::":
                    operandFollows = true
                    continuesNext = true
                case "/", "//":
                    isOperator = true
                    continuesNext = true
                case "-":
                    isOperator = true
                case "|", "+", "=", "!=", "<", "<=", ">", ">=":
                    isOperator = true
                    binary = true
                case ",":
                    operandFollows = true
                    binary = true
                case "[", "(":
                    operandFollows = true
                    open.append((symbol == "[" ? "[" : "(", token.offset))
                case "]", ")":
                    binary = !(symbol == ")" && position > 0 && tokens[position - 1].isSymbol("("))
                    let bracket: Character = symbol == "]" ? "[" : "("
                    if open.last?.bracket == bracket {
                        open.removeLast()
                    } else {
                        errors.append(SyntaxError(offset: token.offset, reason: .unmatchedClose(symbol == "]" ? "]" : ")")))
                    }
                default:
                    errors.append(SyntaxError(offset: token.offset, reason: .unexpectedCharacter(symbol)))
                }
                // `binary`: nothing can stand in for its left operand (an
                // empty call `f()` is fine).
                if expectOperand && binary { errors.append(SyntaxError(offset: token.offset, reason: .missingOperand)) }
            }
            if startsStep && expectOperand && !continuesPath {
                relativePaths.append(
                    RelativePath(
                        offset: token.offset, insidePredicate: token.bracketDepth > 0, insideParentheses: token.parenDepth > 0))
            }
            expectOperand = operandFollows || isOperator
            continuesPath = continuesNext
        }
        checkWhitespace(characters, from: previousEnd, to: characters.count)
        for bracket in open { errors.append(SyntaxError(offset: bracket.offset, reason: .unclosed(bracket.bracket))) }
        // A lone `/` that starts a path is the root; any other operator at
        // the end leaves its operand out.
        if let last = tokens.last {
            let isRoot = (last.isSymbol("/")) && expected[tokens.count - 1]
            if expectOperand && !isRoot && !last.isSymbol("@") && !last.isSymbol("::") {
                errors.append(SyntaxError(offset: characters.count, reason: .missingOperand))
            }
        } else {
            errors.append(SyntaxError(offset: 0, reason: .missingOperand))
        }
        return expected
    }

    /// Records the first character between tokens that XPath does not
    /// count as whitespace (libxml2 skips only these four, `IS_BLANK_CH`).
    private mutating func checkWhitespace(_ characters: [Character], from start: Int, to end: Int) {
        for offset in start..<end where !Self.blanks.contains(characters[offset]) {
            errors.append(SyntaxError(offset: offset, reason: .unexpectedWhitespace))
            return
        }
    }
}

extension XPathSyntax {
    /// Where a token sits: inside how many brackets and parentheses. A path
    /// interrupted by a predicate continues after it at the same level.
    private struct Level: Equatable {
        var brackets: Int
        var parens: Int

        init(_ token: XPathToken, parensInside: Int = 0) {
            brackets = token.bracketDepth
            parens = token.parenDepth + parensInside
        }
    }

    /// The open location path at each level, as an association list: an
    /// XPath nests a few levels deep, so a scan beats hashing.
    private struct OpenPaths {
        private var entries: [(level: Level, path: Int)] = []

        subscript(level: Level) -> Int? {
            get { entries.last { $0.level == level }?.path }
            set {
                entries.removeAll { $0.level == level }
                if let newValue { entries.append((level, newValue)) }
            }
        }
    }

    /// Builds paths, steps, predicates, attribute references and function
    /// calls, reading each name by position as ``classify(_:)`` decided.
    private mutating func readStructure(_ characters: [Character], operandExpected: [Bool], meter: PreparationMeter) {
        var openPath = OpenPaths()
        var pendingAxis: (name: String, offset: Int)?
        var pendingSeparator: (symbol: String, offset: Int, startsPath: Bool)?
        // Open predicates: the path and step they belong to, and where they start.
        var predicateStack: [(path: Int, step: Int, offset: Int)] = []
        var position = 0

        func addStep(axis: String, nodeTest: String, at offset: Int, token: XPathToken) {
            let level = Level(token)
            let separator = pendingSeparator
            let step = Step(
                axis: axis, nodeTest: nodeTest, offset: offset, followsDescendantSeparator: separator?.symbol == "//",
                predicates: [])
            if separator != nil, let index = openPath[level] {
                paths[index].steps.append(step)
            } else {
                let isAbsolute = separator?.startsPath == true
                paths.append(
                    LocationPath(
                        isAbsolute: isAbsolute, startsAtRoot: isAbsolute && separator?.symbol == "/",
                        offset: isAbsolute ? separator!.offset : offset, isInsidePredicate: token.bracketDepth > 0,
                        steps: [step]))
                openPath[level] = paths.count - 1
            }
            pendingSeparator = nil
            pendingAxis = nil
        }
        func impliedAxis() -> String {
            pendingAxis?.name ?? (pendingSeparator?.symbol == "//" ? "descendant" : "child")
        }
        func addAttribute(_ name: String, at offset: Int, token: XPathToken, wildcard: Bool) {
            attributes.append(
                AttributeReference(name: name, offset: offset, insidePredicate: token.bracketDepth > 0, isWildcard: wildcard))
        }
        // Moves past a node test's name, `(` and `)`.
        func skipNodeTestParentheses() {
            position += 1
            if position + 1 < tokens.count && tokens[position + 1].isSymbol(")") { position += 1 }
            position += 1
        }

        while position < tokens.count && meter.spend() {
            let token = tokens[position]
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            let expectOperand = operandExpected[position]

            switch token.kind {
            case .name(let name):
                if next?.isSymbol("::") == true {
                    if !Self.axes.contains(name) { errors.append(SyntaxError(offset: token.offset, reason: .unknownAxis(name))) }
                    if !Self.startsNameTest(at: position + 2, in: tokens) {
                        errors.append(SyntaxError(offset: next!.end, reason: .missingNameTest))
                        if name == "attribute" { addAttribute("*", at: token.offset, token: token, wildcard: true) }
                    }
                    pendingAxis = (name, token.offset)
                    position += 2
                    continue
                }
                if !expectOperand && Self.operatorNames.contains(name) {
                    openPath[Level(token)] = nil
                } else if let offset = attributeAxisOffset(at: position, pendingAxis: pendingAxis) {
                    // `@node()` and `attribute::node()` are `@*` spelled out.
                    let called = next?.isSymbol("(") == true
                    let isNodeTest = called && Self.nodeTypes.contains(name)
                    if called && !isNodeTest {
                        errors.append(SyntaxError(offset: token.offset, reason: .callOnAttributeAxis(name)))
                    }
                    addAttribute(
                        isNodeTest ? "*" : name, at: offset, token: token, wildcard: called || name.hasSuffix(":*"))
                    pendingAxis = nil
                    if isNodeTest {
                        skipNodeTestParentheses()
                        continue
                    }
                } else if next?.isSymbol("(") == true {
                    if Self.nodeTypes.contains(name) {
                        if name == "text" { textNodeTests.append(token.offset) }
                        addStep(
                            axis: impliedAxis(), nodeTest: "\(name)()", at: pendingAxis?.offset ?? token.offset,
                            token: token)
                        skipNodeTestParentheses()
                        continue
                    }
                    functions.append(FunctionCall(name: name, offset: token.offset))
                } else {
                    elementNames.append(name)
                    addStep(axis: impliedAxis(), nodeTest: name, at: pendingAxis?.offset ?? token.offset, token: token)
                }
            case .star:
                if position > 0 && tokens[position - 1].isSymbol("@") {
                    addAttribute("*", at: tokens[position - 1].offset, token: token, wildcard: true)
                } else if let axis = pendingAxis, axis.name == "attribute" {
                    addAttribute("*", at: axis.offset, token: token, wildcard: true)
                    pendingAxis = nil
                } else if expectOperand {
                    addStep(axis: impliedAxis(), nodeTest: "*", at: pendingAxis?.offset ?? token.offset, token: token)
                }
            case .symbol(let symbol):
                switch symbol {
                case "@":
                    if !Self.startsNameTest(at: position + 1, in: tokens) {
                        errors.append(SyntaxError(offset: token.end, reason: .missingNameTest))
                        // Drivers write every attribute for a query they cannot read.
                        addAttribute("*", at: token.offset, token: token, wildcard: true)
                    }
                case ".":
                    addStep(axis: "self", nodeTest: ".", at: token.offset, token: token)
                case "..":
                    addStep(axis: "parent", nodeTest: "..", at: token.offset, token: token)
                case "/", "//":
                    // A path starting at the root: forget any open path here.
                    if expectOperand { openPath[Level(token)] = nil }
                    pendingSeparator = (symbol, token.offset, expectOperand)
                case "[":
                    if let index = openPath[Level(token)], !paths[index].steps.isEmpty {
                        predicateStack.append((index, paths[index].steps.count - 1, token.offset))
                    } else {
                        predicateStack.append((-1, -1, token.offset))
                    }
                case "]":
                    guard let open = predicateStack.popLast() else { break }
                    let start = min(open.offset + 1, characters.count)
                    let end = min(max(start, token.offset), characters.count)
                    // Nested predicates copy their text at every level.
                    meter.spend(end - start)
                    let text = String(characters[start..<end])
                    let positional = Self.isPositional(characters[start..<end])
                    let predicate = Predicate(offset: open.offset, text: text, isPositional: positional)
                    predicates.append(predicate)
                    if open.path >= 0 { paths[open.path].steps[open.step].predicates.append(predicate) }
                case "|", "+", "-", "=", "!=", "<", "<=", ">", ">=", ",", "(":
                    // Operators end the path at this level.
                    openPath[Level(token)] = nil
                    if symbol == "(" { openPath[Level(token, parensInside: 1)] = nil }
                default:
                    break
                }
            case .literal, .number, .variable:
                openPath[Level(token)] = nil
            }
            position += 1
        }
    }

    /// Where the attribute axis of the name test at `position` starts (its
    /// `@` or `attribute::`), or `nil` when the name is on another axis.
    private func attributeAxisOffset(at position: Int, pendingAxis: (name: String, offset: Int)?) -> Int? {
        if position > 0 && tokens[position - 1].isSymbol("@") { return tokens[position - 1].offset }
        if let pendingAxis, pendingAxis.name == "attribute" { return pendingAxis.offset }
        return nil
    }

    /// Whether a name test (a name, `*`, `prefix:*` or a node type) starts at `position`.
    private static func startsNameTest(at position: Int, in tokens: [XPathToken]) -> Bool {
        guard position < tokens.count else { return false }
        switch tokens[position].kind {
        case .star, .name: return true
        default: return false
        }
    }

    /// Whether a predicate's text is one word of digits and points with
    /// whitespace around it (`[2]`, `[ 1.0 ]`). It stops at the first
    /// character that rules it out: a predicate of a megabyte of literal is
    /// decided at its first character, not split into words.
    static func isPositional(_ text: ArraySlice<Character>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex, text[index].isWhitespace { index += 1 }
        let wordStart = index
        while index < text.endIndex, text[index].isASCII, text[index].isNumber || text[index] == "." { index += 1 }
        guard index > wordStart else { return false }
        while index < text.endIndex, text[index].isWhitespace { index += 1 }
        return index == text.endIndex
    }
}
