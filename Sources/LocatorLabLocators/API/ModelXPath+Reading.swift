extension ModelXPath {
    /// A strict reader of the subset over an ``XPathSyntax``'s tokens; it
    /// gives up on anything else. Where whitespace may stand follows what
    /// libxml2 is sure to read the same way: around `=`, `!=` and the
    /// conditions in a predicate, never inside a step or the `(path)[n]`
    /// frame, and `and` only between whitespace.
    struct Reader {
        private let syntax: XPathSyntax
        private var position = 0
        /// The index in `syntax.literals` of the next literal token: the
        /// reader meets every token in order.
        private var literal = 0

        init(_ syntax: XPathSyntax) {
            self.syntax = syntax
        }

        private var tokens: [XPathToken] { syntax.tokens }

        /// `path` or `(path)[n]`, the whole text, with no whitespace around it.
        mutating func readExpression() -> (steps: [Step], position: Int?)? {
            guard let first = tokens.first, !first.followsWhitespace, tokens[tokens.count - 1].end == syntax.length
            else { return nil }
            guard take("(") else {
                guard let steps = readPath(inParentheses: false) else { return nil }
                return (steps, nil)
            }
            guard let steps = readPath(inParentheses: true), take(")"), take("["), let number = readPosition(),
                take("]"), position == tokens.count
            else { return nil }
            return (steps, number)
        }

        /// Steps up to the end of the text, or up to `)`.
        private mutating func readPath(inParentheses: Bool) -> [Step]? {
            var steps: [Step] = []
            while position < tokens.count && !(inParentheses && tokens[position].isSymbol(")")) {
                guard let step = readStep(first: steps.isEmpty) else { return nil }
                steps.append(step)
            }
            return steps.isEmpty ? nil : steps
        }

        /// A positive integer of at most six digits, without sign, point or exponent.
        private mutating func readPosition() -> Int? {
            guard position < tokens.count, case .number(let text) = tokens[position].kind,
                !tokens[position].followsWhitespace, (1...6).contains(text.count), text.first != "0",
                text.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            position += 1
            return Int(text)
        }

        private mutating func readStep(first: Bool) -> Step? {
            let descendant = take("//")
            guard descendant || take("/") else { return nil }
            // A lone `/x` first step would be relative to the document node
            // (the root element only); kept simple: paths start with `//`.
            if first && !descendant { return nil }
            var name: [UInt8]?
            if !take(.star) {
                guard let read = readName() else { return nil }
                name = read
            }
            var conditions: [Condition] = []
            while take("[") {
                repeat {
                    guard let condition = readCondition() else { return nil }
                    conditions.append(condition)
                } while takeAnd()
                guard take("]", afterWhitespace: true) else { return nil }
            }
            return Step(descendant: descendant, name: name, conditions: conditions)
        }

        private mutating func readCondition() -> Condition? {
            guard take("@", afterWhitespace: true), let attribute = readName() else { return nil }
            for (symbol, equal) in [("=", true), ("!=", false)] where take(symbol, afterWhitespace: true) {
                guard let literal = readLiteral() else { return nil }
                return Condition(attribute: attribute, test: equal ? .equals(literal) : .differs(literal))
            }
            return Condition(attribute: attribute, test: .exists)
        }

        /// An ASCII NCName right after the previous token
        /// (`XCUIElementTypeButton`, `android.widget.TextView`,
        /// `content-desc`): no prefix, nothing libxml2 might read otherwise.
        private mutating func readName() -> [UInt8]? {
            guard position < tokens.count, !tokens[position].followsWhitespace, case .name(let name) = tokens[position].kind,
                name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: ":") })
            else { return nil }
            position += 1
            return Array(name.utf8)
        }

        /// A literal whose quotes are characters of their own: a quote that
        /// a combining mark joins is still a quote to libxml2.
        private mutating func readLiteral() -> [UInt8]? {
            guard position < tokens.count, case .literal = tokens[position].kind else { return nil }
            let read = syntax.literals[literal]
            guard !read.value.unicodeScalars.contains(where: { Character($0) == read.quote }) else { return nil }
            position += 1
            literal += 1
            return Array(read.value.utf8)
        }

        /// `and` with whitespace on both sides.
        private mutating func takeAnd() -> Bool {
            guard position + 1 < tokens.count, case .name("and") = tokens[position].kind,
                tokens[position].followsWhitespace, tokens[position + 1].followsWhitespace
            else { return false }
            position += 1
            return true
        }

        private mutating func take(_ symbol: String, afterWhitespace: Bool = false) -> Bool {
            take(.symbol(symbol), afterWhitespace: afterWhitespace)
        }

        private mutating func take(_ kind: XPathToken.Kind, afterWhitespace: Bool = false) -> Bool {
            guard position < tokens.count, tokens[position].kind == kind,
                afterWhitespace || !tokens[position].followsWhitespace
            else { return false }
            position += 1
            return true
        }
    }
}
