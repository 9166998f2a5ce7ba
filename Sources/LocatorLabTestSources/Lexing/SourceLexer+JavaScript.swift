/// JavaScript and TypeScript literals: `'…'`, `"…"`, template literals
/// (`${…}` makes them dynamic) and regular expressions.
extension SourceLexer {
    package mutating func readJavaScriptLiteral(startingWith byte: UInt8) throws(SourceSyntaxError) -> Bool {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            try readJavaScriptString(quote: byte)
            return true
        case UInt8(ascii: "/"):
            // `//` and `/*` are comments and were skipped already.
            guard !previousTokenIsValue else { return false }
            try readRegularExpression()
            return true
        default:
            return false
        }
    }

    private mutating func readJavaScriptString(quote: UInt8) throws(SourceSyntaxError) {
        let start = position
        let isTemplate = quote == UInt8(ascii: "`")
        position += 1
        var text = DecodedText()
        var staticPrefix: String?
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                let decoded = text.string
                append(
                    .string, from: start,
                    literal: StringLiteral(
                        value: staticPrefix == nil ? decoded : nil, staticPrefix: staticPrefix ?? decoded,
                        style: LiteralStyle(prefix: "", delimiter: String(UnicodeScalar(quote))), pieces: text.pieces))
                return
            case 10 where !isTemplate:
                throw SourceSyntaxError(offset: start, message: "unterminated string literal")
            case 13 where isTemplate:
                // Template literals read CRLF as LF.
                position += 1
                if self.byte(at: position) != 10 { text.append(byte: 10) }
            case UInt8(ascii: "\\"):
                position += 1
                try readJavaScriptEscape(into: &text, literalStart: start)
            case UInt8(ascii: "$") where isTemplate && self.byte(at: position + 1) == UInt8(ascii: "{"):
                if staticPrefix == nil { staticPrefix = text.string }
                position += 2
                let expression = position
                try skipInterpolation(literalStart: start)
                text.interpolation(expression..<(position - 1))
            default:
                text.append(byte: byte)
                position += 1
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated string literal")
    }

    private mutating func readJavaScriptEscape(into text: inout DecodedText, literalStart: Int)
        throws(SourceSyntaxError)
    {
        guard let byte = byte(at: position) else {
            throw SourceSyntaxError(offset: literalStart, message: "unterminated string literal")
        }
        if let control = Self.controlEscape(byte), byte != UInt8(ascii: "a"), byte != UInt8(ascii: "e") {
            text.append(byte: control)
            position += 1
            return
        }
        position += 1
        switch byte {
        case 0x30...0x37:
            // `\0`, and the legacy octal escapes sloppy-mode scripts allow
            // (`\101` is "A"; strict code rejects them, so never misreads).
            position -= 1
            text.append(scalar: readOctalDigits(maximum: 3))
        case UInt8(ascii: "x"):
            guard let value = readHexDigits(exactly: 2) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\x escape in string literal")
            }
            text.append(scalar: value)
        case UInt8(ascii: "u"):
            if self.byte(at: position) == UInt8(ascii: "{") {
                position += 1
                guard let value = readHexDigits(minimum: 1, maximum: 6), self.byte(at: position) == UInt8(ascii: "}")
                else {
                    throw SourceSyntaxError(offset: literalStart, message: "invalid \\u{…} escape in string literal")
                }
                position += 1
                text.append(scalar: value)
            } else {
                guard let unit = readHexDigits(exactly: 4) else {
                    throw SourceSyntaxError(offset: literalStart, message: "invalid \\u escape in string literal")
                }
                text.append(utf16Unit: unit)
            }
        case 13:
            // Line continuation: backslash, CRLF.
            if self.byte(at: position) == 10 { position += 1 }
        case 10:
            break
        default:
            text.append(byte: byte)
        }
    }
}
