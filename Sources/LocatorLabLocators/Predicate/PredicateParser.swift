/// Parses the NSPredicate subset WebDriverAgent accepts for
/// `-ios predicate string` and inside class-chain `[`…`]` / `[$…$]` filters.
///
/// Precedence is NSPredicate's: `NOT` binds tightest, then `AND`, then `OR`
/// (`a OR b AND c` is `a OR (b AND c)`); keywords are case-insensitive.
/// Keys are checked against WebDriverAgent's list at parse time, as
/// `NSPredicate+FBFormat.m fb_formatSearchPredicate:` does before any
/// element is searched, so an unknown key fails even on an empty tree.
///
/// `offsetBase` shifts the offsets in errors, so that a predicate inside a
/// class chain points into the whole chain.
struct PredicateParser {
    /// Parentheses and `NOT`s nested deeper than this are refused: the parser
    /// and the evaluator recurse once per level.
    static let maximumNesting = 100

    private let expression: String
    private let offsetBase: Int
    private let vocabulary: PredicateVocabulary
    private let tokens: [PredicateToken]
    private var position = 0
    private var nesting = 0

    init(_ expression: String, offsetBase: Int = 0, vocabulary: PredicateVocabulary = .webDriverAgent) {
        self.expression = expression
        self.offsetBase = offsetBase
        self.vocabulary = vocabulary
        self.tokens = PredicateTokenizer.tokens(of: expression)
    }

    static func parse(_ expression: String) throws(LocatorError) -> PredicateNode {
        var parser = PredicateParser(expression)
        return try parser.parse()
    }

    /// Parses the format string of an XCUITest query's `NSPredicate`, its
    /// arguments already substituted, on `XCUIElementAttributes` key paths.
    /// Errors are ``LocatorError/invalidPredicate(expression:offset:message:)``
    /// with offsets shifted by `offsetBase`.
    static func parseXCUIElementAttributes(_ format: String, offsetBase: Int) throws(LocatorError) -> PredicateNode {
        var parser = PredicateParser(format, offsetBase: offsetBase, vocabulary: .xcuiElementAttributes)
        return try parser.parse()
    }

    mutating func parse() throws(LocatorError) -> PredicateNode {
        guard !tokens.isEmpty else { throw error("the predicate is empty", at: 0) }
        let node = try parseOr()
        if position < tokens.count {
            throw error("unexpected \(describe(tokens[position])) after a complete predicate", at: tokens[position].offset)
        }
        return node
    }

    // MARK: - Grammar

    private mutating func parseOr() throws(LocatorError) -> PredicateNode {
        var terms = [try parseAnd()]
        while acceptKeyword("OR") || acceptSymbol("||") {
            terms.append(try parseAnd())
        }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws(LocatorError) -> PredicateNode {
        var terms = [try parseUnary()]
        while acceptKeyword("AND") || acceptSymbol("&&") {
            terms.append(try parseUnary())
        }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseUnary() throws(LocatorError) -> PredicateNode {
        let start = currentOffset
        if acceptKeyword("NOT") || acceptSymbol("!") {
            try enterNesting(at: start)
            defer { nesting -= 1 }
            return .not(try parseUnary())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(LocatorError) -> PredicateNode {
        let start = currentOffset
        if acceptSymbol("(") {
            try enterNesting(at: start)
            defer { nesting -= 1 }
            let inner = try parseOr()
            guard acceptSymbol(")") else { throw error("expected ')' to close the '(' at offset \(start + offsetBase)", at: currentOffset) }
            return inner
        }
        if acceptKeyword("TRUEPREDICATE") { return .constant(true) }
        if acceptKeyword("FALSEPREDICATE") { return .constant(false) }
        return .comparison(try parseComparison())
    }

    private mutating func parseComparison() throws(LocatorError) -> PredicateComparison {
        for quantifier in ["ANY", "ALL", "NONE", "SOME"] where peekKeyword(quantifier) {
            throw error("\(quantifier) needs a collection, and WebDriverAgent's attributes are single values", at: currentOffset)
        }
        let lhs = try parseOperand()
        guard position < tokens.count else { throw error("expected a comparison operator after the operand", at: expression.count) }
        let operatorToken = tokens[position]
        guard let op = comparisonOperator(operatorToken) else {
            throw error("expected a comparison operator, found \(describe(operatorToken))", at: operatorToken.offset)
        }
        position += 1
        var caseInsensitive = false
        var diacriticInsensitive = false
        if position < tokens.count, case .modifier(let letters) = tokens[position].kind {
            for letter in letters {
                switch letter {
                case "c": caseInsensitive = true
                case "d": diacriticInsensitive = true
                // Normalized and locale-sensitive comparison change nothing
                // for the attribute strings LocatorLab compares.
                case "n", "l": break
                default: throw error("unknown comparison option '[\(letters)]' (NSPredicate knows c, d, n and l)", at: tokens[position].offset)
                }
            }
            position += 1
        }
        let rhsOffset = currentOffset
        let rhs = try parseOperand()
        if op == .matches, case .constant(.string(let pattern)) = rhs,
            FoundationRegularExpressions.wholeMatcher(pattern: pattern, caseInsensitive: caseInsensitive) == nil
        {
            throw error("'\(pattern)' is not a valid ICU regular expression", at: rhsOffset)
        }
        switch op {
        case .between:
            guard case .aggregate(let bounds) = rhs, bounds.count == 2 else {
                throw error("BETWEEN needs two bounds in braces, as in {1, 5}", at: rhsOffset)
            }
        case .in:
            if case .constant(.number) = rhs { throw error("IN needs a list in braces or a string", at: rhsOffset) }
        default:
            if case .aggregate = rhs { throw error("a list in braces only goes after IN or BETWEEN", at: rhsOffset) }
        }
        if case .aggregate = lhs { throw error("a list in braces cannot be compared", at: operatorToken.offset) }
        return PredicateComparison(
            lhs: lhs, op: op, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive, rhs: rhs,
            offset: operatorToken.offset + offsetBase)
    }

    private mutating func parseOperand() throws(LocatorError) -> PredicateOperand {
        guard position < tokens.count else { throw error("expected a key or a value", at: expression.count) }
        let token = tokens[position]
        switch token.kind {
        case .string(let text):
            position += 1
            return .constant(.string(text))
        case .number(let value):
            position += 1
            return .constant(.number(value))
        case .symbol("-"):
            position += 1
            guard position < tokens.count, case .number(let value) = tokens[position].kind else {
                throw error("expected a number after '-'", at: currentOffset)
            }
            position += 1
            return .constant(.number(-value))
        case .symbol("{"):
            position += 1
            var values: [PredicateValue] = []
            if acceptSymbol("}") { return .aggregate(values) }
            repeat {
                guard case .constant(let value) = try parseOperand() else {
                    throw error("a list in braces holds constants only", at: tokens[position - 1].offset)
                }
                values.append(value)
            } while acceptSymbol(",")
            guard acceptSymbol("}") else { throw error("expected ',' or '}' in the list", at: currentOffset) }
            return .aggregate(values)
        case .word(let word):
            position += 1
            switch word.uppercased() {
            case "TRUE", "YES": return .constant(.number(1))
            case "FALSE", "NO": return .constant(.number(0))
            case "NIL", "NULL": return .constant(.null)
            case "SELF":
                throw error("SELF is the element snapshot itself, which no page-source value stands for", at: token.offset)
            case "SUBQUERY", "FUNCTION", "CAST", "FIRST", "LAST", "SIZE", "ANYKEY":
                throw error("\(word.uppercased()) is not supported on WebDriverAgent's attributes", at: token.offset)
            case _ where Self.reservedWords.contains(word.uppercased()):
                throw error("expected a key or a value, found the keyword \(word.uppercased())", at: token.offset)
            default:
                guard let key = vocabulary.key(forKeyPath: word) else {
                    throw error(vocabulary.unknownKeyMessage(word), at: token.offset)
                }
                if key == .rect || key == .frame || key == .nativeFrame {
                    throw error("'\(word)' is a rectangle; compare one of its members: rect.x, rect.y, rect.width, rect.height", at: token.offset)
                }
                return .key(key)
            }
        case .substitution(let text):
            switch vocabulary {
            case .webDriverAgent:
                throw error("'\(text)' is a substitution, and WebDriverAgent substitutes nothing", at: token.offset)
            case .xcuiElementAttributes:
                throw error("'\(text)' has no argument after the format string to substitute", at: token.offset)
            }
        case .invalid(let what):
            throw error(what, at: token.offset)
        case .modifier, .symbol:
            throw error("expected a key or a value, found \(describe(token))", at: token.offset)
        }
    }

    // MARK: - Helpers

    private static let reservedWords: Set<String> = [
        "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI", "MATCHES", "CONTAINS",
        "BEGINSWITH", "ENDSWITH", "BETWEEN", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    private func comparisonOperator(_ token: PredicateToken) -> PredicateComparison.Operator? {
        switch token.kind {
        case .symbol(let symbol): return PredicateComparison.Operator(rawValue: symbol)
        case .word(let word):
            return PredicateComparison.Operator(rawValue: word.uppercased())
        default: return nil
        }
    }

    private var currentOffset: Int { position < tokens.count ? tokens[position].offset : expression.count }

    private mutating func enterNesting(at offset: Int) throws(LocatorError) {
        nesting += 1
        if nesting > Self.maximumNesting {
            throw error("parentheses and NOTs are nested more than \(Self.maximumNesting) levels deep", at: offset)
        }
    }

    private func peekKeyword(_ keyword: String) -> Bool {
        guard position < tokens.count, case .word(let word) = tokens[position].kind else { return false }
        return word.uppercased() == keyword
    }

    private mutating func acceptKeyword(_ keyword: String) -> Bool {
        guard peekKeyword(keyword) else { return false }
        position += 1
        return true
    }

    private mutating func acceptSymbol(_ symbol: String) -> Bool {
        guard position < tokens.count, tokens[position].kind == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func describe(_ token: PredicateToken) -> String {
        switch token.kind {
        case .word(let word): "'\(word)'"
        case .string(let text): "the string \"\(text)\""
        case .number(let value): "the number \(value)"
        case .symbol(let symbol): "'\(symbol)'"
        case .modifier(let letters): "'[\(letters)]'"
        case .substitution(let text): "'\(text)'"
        case .invalid(let what): what
        }
    }

    private func error(_ message: String, at offset: Int) -> LocatorError {
        .invalidPredicate(expression: expression, offset: offset + offsetBase, message: message)
    }
}
