/// Ruby literals: `'…'`, `"…"` (with `#{…}` interpolation), `%q`/`%Q`/`%`
/// strings, symbols, word arrays, regular expressions, backticks,
/// character literals and heredocs.
extension SourceLexer {
    package mutating func readRubyLiteral(startingWith byte: UInt8) throws(SourceSyntaxError) -> Bool {
        let start = position
        switch byte {
        case UInt8(ascii: "'"):
            position += 1
            try readRubyQuoted(start: start, prefix: "", open: byte, close: byte, interpolating: false)
            return true
        case UInt8(ascii: "\""):
            position += 1
            try readRubyQuoted(start: start, prefix: "", open: byte, close: byte, interpolating: true)
            return true
        case UInt8(ascii: "`"):
            position += 1
            try readRubyQuoted(start: start, prefix: "", open: byte, close: byte, interpolating: true)
            tokens[tokens.count - 1].kind = .other
            tokens[tokens.count - 1].literal = nil
            return true
        case UInt8(ascii: ":"):
            return readRubySymbol()
        case UInt8(ascii: "%"):
            return try readRubyPercentLiteral()
        case UInt8(ascii: "/"):
            guard !previousTokenIsValue || rubyCommandArgumentFollows else { return false }
            try readRegularExpression()
            return true
        case UInt8(ascii: "?"):
            // `?a` is a one-character string where a value is expected.
            guard !previousTokenIsValue, let next = self.byte(at: position + 1), next > 32,
                !(self.byte(at: position + 2).map(Self.isIdentifierByte) ?? false)
            else { return false }
            position += 2
            append(.other, from: start)
            return true
        case UInt8(ascii: "<"):
            return readRubyHeredocStart()
        default:
            return false
        }
    }

    /// `:name` (not `::`, not the `:` of `a ? b : c` or `key: value`).
    private mutating func readRubySymbol() -> Bool {
        guard let next = byte(at: position + 1), Self.isIdentifierStart(next) || next == UInt8(ascii: "@") else {
            return false
        }
        if let previous = byte(at: position - 1), Self.isIdentifierByte(previous) || previous == UInt8(ascii: ":") {
            return false
        }
        let start = position
        position += 1
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: "@") {
            position += 1
        }
        if let last = byte(at: position),
            last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: "=")
        {
            if byte(at: position + 1) != UInt8(ascii: "=") && byte(at: position + 1) != UInt8(ascii: ">") {
                position += 1
            }
        }
        append(.symbol, from: start)
        return true
    }

    /// `%q(…)`, `%Q[…]`, `%(…)`, `%w[…]`, `%i[…]`, `%r{…}`, … when a value
    /// is expected (otherwise `%` is the remainder operator). A line that
    /// starts with `%` starts a statement, so a literal (a method's last
    /// line `%(//#{type}[@name="#{name}"])`, as appium_lib writes them).
    private mutating func readRubyPercentLiteral() throws(SourceSyntaxError) -> Bool {
        guard !previousTokenIsValue || rubyCommandArgumentFollows || pendingLineBreak else { return false }
        let start = position
        var offset = position + 1
        var kind: UInt8 = UInt8(ascii: "Q")
        if let letter = byte(at: offset), "qQwWiIrsx".utf8.contains(letter) {
            kind = letter
            offset += 1
        }
        guard let open = byte(at: offset), !Self.isIdentifierByte(open), open > 32 else { return false }
        let close: UInt8
        switch open {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "["): close = UInt8(ascii: "]")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        case UInt8(ascii: "<"): close = UInt8(ascii: ">")
        default: close = open
        }
        let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        position = offset + 1
        switch kind {
        case UInt8(ascii: "q"):
            try readRubyQuoted(start: start, prefix: prefix, open: open, close: close, interpolating: false)
        case UInt8(ascii: "Q"):
            try readRubyQuoted(start: start, prefix: prefix, open: open, close: close, interpolating: true)
        default:
            try readRubyQuoted(start: start, prefix: prefix, open: open, close: close, interpolating: true)
            tokens[tokens.count - 1].kind = .other
            tokens[tokens.count - 1].literal = nil
        }
        return true
    }

    /// The body of a quoted literal whose opening delimiter was passed.
    /// Paired delimiters nest, as Ruby reads them.
    private mutating func readRubyQuoted(
        start: Int, prefix: String, open: UInt8, close: UInt8, interpolating: Bool
    ) throws(SourceSyntaxError) {
        var text = DecodedText()
        var staticPrefix: String?
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == close && depth == 0 {
                position += 1
                let decoded = text.string
                append(
                    .string, from: start,
                    literal: StringLiteral(
                        value: staticPrefix == nil ? decoded : nil, staticPrefix: staticPrefix ?? decoded,
                        style: LiteralStyle(prefix: prefix, delimiter: String(UnicodeScalar(open))), pieces: text.pieces))
                return
            }
            if open != close {
                if byte == open { depth += 1 }
                if byte == close { depth -= 1 }
            }
            switch byte {
            case 13:
                position += 1
                if self.byte(at: position) != 10 { text.append(byte: 10) }
            case UInt8(ascii: "\\"):
                position += 1
                if interpolating {
                    try readRubyEscape(into: &text, literalStart: start)
                } else if let next = self.byte(at: position),
                    next == UInt8(ascii: "\\") || next == close || next == open
                {
                    text.append(byte: next)
                    position += 1
                } else {
                    text.append(byte: byte)
                }
            case UInt8(ascii: "#") where interpolating:
                let next = self.byte(at: position + 1)
                if next == UInt8(ascii: "{") {
                    if staticPrefix == nil { staticPrefix = text.string }
                    position += 2
                    let expression = position
                    try skipInterpolation(literalStart: start)
                    text.interpolation(expression..<(position - 1))
                } else if next == UInt8(ascii: "@") || next == UInt8(ascii: "$"),
                    let after = self.byte(at: position + 2), Self.isIdentifierStart(after) || after == UInt8(ascii: "@")
                {
                    // `#@ivar`, `#@@cvar` and `#$global` interpolate too.
                    if staticPrefix == nil { staticPrefix = text.string }
                    position += 1
                    let expression = position
                    position += 1
                    while position < bytes.count,
                        Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: "@")
                    {
                        position += 1
                    }
                    text.interpolation(expression..<position)
                } else {
                    text.append(byte: byte)
                    position += 1
                }
            default:
                text.append(byte: byte)
                position += 1
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated string literal")
    }

    private mutating func readRubyEscape(into text: inout DecodedText, literalStart: Int) throws(SourceSyntaxError) {
        guard let byte = byte(at: position) else {
            throw SourceSyntaxError(offset: literalStart, message: "unterminated string literal")
        }
        if let control = Self.controlEscape(byte) {
            text.append(byte: control)
            position += 1
            return
        }
        position += 1
        switch byte {
        case UInt8(ascii: "s"):
            text.append(byte: 32)
        case 10:
            break
        case 0x30...0x37:
            position -= 1
            text.append(scalar: readOctalDigits(maximum: 3))
        case UInt8(ascii: "x"):
            guard let value = readHexDigits(minimum: 1, maximum: 2) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\x escape in string literal")
            }
            text.append(scalar: value)
        case UInt8(ascii: "u"):
            if self.byte(at: position) == UInt8(ascii: "{") {
                position += 1
                // `\u{41 42}` holds several code points.
                while true {
                    while self.byte(at: position) == 32 { position += 1 }
                    if self.byte(at: position) == UInt8(ascii: "}") {
                        position += 1
                        break
                    }
                    guard let value = readHexDigits(minimum: 1, maximum: 6) else {
                        throw SourceSyntaxError(
                            offset: literalStart, message: "invalid \\u{…} escape in string literal")
                    }
                    text.append(scalar: value)
                }
            } else {
                guard let value = readHexDigits(exactly: 4) else {
                    throw SourceSyntaxError(offset: literalStart, message: "invalid \\u escape in string literal")
                }
                text.append(scalar: value)
            }
        default:
            text.append(byte: byte)
        }
    }

    /// `<<~ID`, `<<-ID`, `<<ID`, with the identifier optionally quoted. The
    /// body follows the current line; the token stands for the literal.
    private mutating func readRubyHeredocStart() -> Bool {
        guard matches("<<", at: position) else { return false }
        var offset = position + 2
        var indented = false
        if let flag = byte(at: offset), flag == UInt8(ascii: "~") || flag == UInt8(ascii: "-") {
            indented = true
            offset += 1
        }
        guard let first = byte(at: offset) else { return false }
        if !indented {
            // `a << B` is an append; only `<<ID` (upper case) where a value is expected is a heredoc.
            guard !previousTokenIsValue || rubyCommandArgumentFollows,
                first == UInt8(ascii: "'") || first == UInt8(ascii: "\"")
                    || (first >= 0x41 && first <= 0x5A) || first == UInt8(ascii: "_")
            else { return false }
        }
        var terminator: [UInt8] = []
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "`") {
            var end = offset + 1
            while let byte = byte(at: end), byte != first, byte != 10 { end += 1 }
            guard byte(at: end) == first else { return false }
            terminator = Array(bytes[(offset + 1)..<end])
            offset = end + 1
        } else {
            guard Self.isIdentifierStart(first) else { return false }
            var end = offset
            while let byte = byte(at: end), Self.isIdentifierByte(byte) { end += 1 }
            terminator = Array(bytes[offset..<end])
            offset = end
        }
        let start = position
        position = offset
        append(.other, from: start)
        pendingHeredocs.append(RubyHeredoc(terminator: terminator, indentedTerminator: indented))
        return true
    }

    /// After a line break: the bodies of the heredocs opened on that line.
    package mutating func skipHeredocBodies() throws(SourceSyntaxError) {
        let start = position
        for heredoc in pendingHeredocs {
            var found = false
            while position < bytes.count {
                let lineStart = position
                skipToEndOfLine()
                var line = bytes[lineStart..<position]
                if position < bytes.count { position += 1 }
                if line.last == 13 { line = line.dropLast() }
                if heredoc.indentedTerminator { line = line.drop { $0 == 32 || $0 == 9 } }
                if line.elementsEqual(heredoc.terminator) {
                    found = true
                    break
                }
            }
            if !found { throw SourceSyntaxError(offset: start, message: "unterminated heredoc") }
        }
        pendingHeredocs.removeAll()
    }
}
