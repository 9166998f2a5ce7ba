/// Splits a test source (UTF-8 bytes) into tokens by its language's rules:
/// comments and whitespace are dropped, string literals are decoded with
/// their escapes, and interpolated literals are told apart from constant
/// ones. Only what locator finding needs is modelled; everything else is
/// punctuation, identifiers and numbers.
///
/// The lexer never recurses into nested constructs except interpolations
/// (a literal inside `${…}` inside a literal…), whose nesting is limited to
/// `maximumInterpolationDepth` so no input can overflow the stack.
package struct SourceLexer {
    package let language: SourceLanguage
    package let bytes: [UInt8]
    package var position = 0
    package var tokens: [SourceToken] = []
    package var pendingLineBreak = true
    package var pendingSpace = true
    /// Ruby heredocs opened on the current line, whose bodies start after it.
    package var pendingHeredocs: [RubyHeredoc] = []
    /// Interpolations open around the current position.
    package var interpolationDepth = 0
    /// Far deeper than any real test nests literals in interpolations.
    package static let maximumInterpolationDepth = 64
    /// Python `\N{…}` names already looked up: each lookup scans Unicode.
    package var characterNames: [String: Unicode.Scalar?] = [:]

    package struct RubyHeredoc {
        package var terminator: [UInt8]
        /// `<<~` and `<<-` allow the terminator to be indented.
        package var indentedTerminator: Bool
    }

    package init(_ bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
    }

    /// The tokens of `bytes`, or an error at the first unterminated string
    /// or comment.
    package static func tokenize(_ bytes: [UInt8], language: SourceLanguage) throws(SourceSyntaxError) -> [SourceToken] {
        var lexer = SourceLexer(bytes, language: language)
        try lexer.run()
        return lexer.tokens
    }

    package mutating func run() throws(SourceSyntaxError) {
        if language == .robot { return runRobot() }
        tokens.reserveCapacity(bytes.count / 5)
        if language == .ruby, startsRubyBlockComment() { try skipRubyBlockComment() }
        if language == .ruby, startsRubyDataSection() { return }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 10:
                position += 1
                pendingLineBreak = true
                pendingSpace = true
                if !pendingHeredocs.isEmpty { try skipHeredocBodies() }
                if language == .ruby, startsRubyBlockComment() { try skipRubyBlockComment() }
                if language == .ruby, startsRubyDataSection() { return }
            case 32, 9, 13, 12, 11:
                position += 1
                pendingSpace = true
            case UInt8(ascii: "\\") where skipsLineContinuation():
                pendingSpace = true
            default:
                if try skipComment() {
                    pendingSpace = true
                    continue
                }
                try readToken(byte)
            }
        }
    }

    /// Python and Ruby: a backslash ending a line joins the next line to
    /// this one, like a space (`find_element(By.XPATH, \` / `"//a")`).
    /// Skips it when it is one.
    private mutating func skipsLineContinuation() -> Bool {
        guard language == .python || language == .ruby, pendingHeredocs.isEmpty else { return false }
        if byte(at: position + 1) == 10 {
            position += 2
            return true
        }
        if byte(at: position + 1) == 13, byte(at: position + 2) == 10 {
            position += 3
            return true
        }
        return false
    }

    // MARK: - Tokens

    package mutating func append(_ kind: SourceToken.Kind, from start: Int, literal: StringLiteral? = nil) {
        tokens.append(
            SourceToken(
                kind: kind, start: start, end: position, followsLineBreak: pendingLineBreak, followsSpace: pendingSpace,
                literal: literal))
        pendingLineBreak = false
        pendingSpace = false
    }

    private mutating func readToken(_ byte: UInt8) throws(SourceSyntaxError) {
        let start = position
        if try readLiteral(startingWith: byte) { return }
        if Self.isIdentifierStart(byte) {
            readIdentifierBytes()
            if try readPrefixedLiteral(prefixStart: start) { return }
            if language == .ruby, position < bytes.count,
                bytes[position] == UInt8(ascii: "?") || bytes[position] == UInt8(ascii: "!"),
                self.byte(at: position + 1) != UInt8(ascii: "=")
            {
                position += 1
            }
            append(.identifier, from: start)
            return
        }
        if Self.isDigit(byte) {
            position += 1
            while position < bytes.count, Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")
            {
                // `1..5` (Ruby) or `a.1` never need splitting for locator finding.
                position += 1
            }
            append(.number, from: start)
            return
        }
        position += 1
        append(.punctuation, from: start)
    }

    private mutating func readIdentifierBytes() {
        position += 1
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
    }

    // MARK: - Comments

    /// Skips a comment at the current position, if one starts here.
    private mutating func skipComment() throws(SourceSyntaxError) -> Bool {
        let byte = bytes[position]
        if language.hasCStyleComments {
            guard byte == UInt8(ascii: "/") else {
                if language == .csharp, byte == UInt8(ascii: "#"), pendingLineBreak {
                    // A preprocessor directive (`#region`, `#if DEBUG`) runs to the end of the line.
                    skipToEndOfLine()
                    return true
                }
                return false
            }
            let next = self.byte(at: position + 1)
            if next == UInt8(ascii: "/") {
                skipToEndOfLine()
                return true
            }
            if next == UInt8(ascii: "*") {
                try skipBlockComment()
                return true
            }
            return false
        }
        // Python and Ruby: `#` to the end of the line.
        guard byte == UInt8(ascii: "#") else { return false }
        skipToEndOfLine()
        return true
    }

    package mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != 10 { position += 1 }
    }

    /// `/* … */`; Kotlin's nest.
    private mutating func skipBlockComment() throws(SourceSyntaxError) {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 || language != .kotlin { return }
                continue
            }
            if language == .kotlin, byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
                continue
            }
            if byte == 10 { pendingLineBreak = true }
            position += 1
        }
        throw SourceSyntaxError(offset: start, message: "unterminated comment")
    }

    /// Ruby `=begin` at the start of a line.
    private func startsRubyBlockComment() -> Bool {
        matches("=begin", at: position)
            && (position + 6 >= bytes.count || [9, 10, 13, 32].contains(bytes[position + 6]))
    }

    /// Ruby `__END__` alone on a line: the program ends there and the rest
    /// is data (`DATA`), which may hold anything, unbalanced quotes included.
    private func startsRubyDataSection() -> Bool {
        guard matches("__END__", at: position) else { return false }
        let next = byte(at: position + 7)
        return next == nil || next == 10 || (next == 13 && (byte(at: position + 8) ?? 10) == 10)
    }

    private mutating func skipRubyBlockComment() throws(SourceSyntaxError) {
        let start = position
        while position < bytes.count {
            skipToEndOfLine()
            if position < bytes.count { position += 1 }
            if matches("=end", at: position) {
                skipToEndOfLine()
                pendingLineBreak = true
                return
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated =begin comment")
    }

    // MARK: - Byte helpers

    package func byte(at offset: Int) -> UInt8? {
        offset < bytes.count && offset >= 0 ? bytes[offset] : nil
    }

    package func matches(_ text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            for index in 0..<count where bytes[offset + index] != pattern[index] { return false }
            return true
        }
    }

    /// Whether the last token is a value, after which `/` divides and `%`
    /// takes a remainder rather than starting a literal.
    package var previousTokenIsValue: Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .number, .string, .symbol, .other:
            return true
        case .identifier:
            return !Self.keywordsBeforeExpressions.contains(Array(bytes[last.start..<last.end]))
        case .punctuation:
            let byte = bytes[last.start]
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        }
    }

    /// Ruby: `puts /x/` and `split %w(…)` pass a literal to a method called
    /// without parentheses: an identifier, a space, then the literal without
    /// a space after its first character.
    package var rubyCommandArgumentFollows: Bool {
        guard let last = tokens.last, last.kind == .identifier, pendingSpace else { return false }
        guard let next = byte(at: position + 1) else { return false }
        return next != 32 && next != 9 && next != UInt8(ascii: "=")
    }

    private static let keywordsBeforeExpressions: Set<[UInt8]> = Set(
        [
            "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
            "yield", "await", "if", "unless", "while", "until", "and", "or", "not", "when", "then", "puts", "p",
        ].map { Array($0.utf8) })

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}

/// A test source the lexer cannot read: an unterminated string or comment.
package struct SourceSyntaxError: Error, Sendable, Hashable {
    /// Byte offset where the unterminated construct starts.
    package var offset: Int
    package var message: String
}
