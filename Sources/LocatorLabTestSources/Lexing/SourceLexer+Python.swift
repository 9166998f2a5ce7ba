/// Python string literals (Language Reference 2.4.1): prefixes `r b u f`
/// (and `t`) in any case and combination, single or triple quotes, escapes
/// unless raw, and f-string replacement fields.
extension SourceLexer {
    package mutating func readPythonLiteral(prefix: String, startingWith byte: UInt8, tokenStart: Int) throws(SourceSyntaxError)
        -> Bool
    {
        guard byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") else { return false }
        let lowered = prefix.lowercased()
        let raw = lowered.contains("r")
        let formatted = lowered.contains("f") || lowered.contains("t")
        let triple = matches(byte == UInt8(ascii: "'") ? "'''" : "\"\"\"", at: position)
        let delimiter = String(repeating: String(UnicodeScalar(byte)), count: triple ? 3 : 1)
        position += triple ? 3 : 1
        var text = DecodedText()
        var staticPrefix: String?
        while position < bytes.count {
            let current = bytes[position]
            if current == byte, !triple || matches(byte == UInt8(ascii: "'") ? "'''" : "\"\"\"", at: position) {
                position += triple ? 3 : 1
                let decoded = text.string
                append(
                    .string, from: tokenStart,
                    literal: StringLiteral(
                        value: staticPrefix == nil ? decoded : nil, staticPrefix: staticPrefix ?? decoded,
                        style: LiteralStyle(prefix: prefix, delimiter: delimiter), pieces: text.pieces))
                return true
            }
            switch current {
            case 10 where !triple:
                throw SourceSyntaxError(offset: tokenStart, message: "unterminated string literal")
            case 13:
                // Source lines end in LF for the parser, whatever the file uses.
                position += 1
                if self.byte(at: position) != 10 { text.append(byte: 10) }
            case UInt8(ascii: "\\"):
                position += 1
                if raw {
                    // In a raw string a backslash still keeps the next
                    // character from ending the literal, and both stay.
                    text.append(byte: current)
                    if let next = self.byte(at: position) {
                        text.append(byte: next)
                        position += 1
                    }
                } else {
                    let decoded = try readPythonEscape(
                        into: &text, literalStart: tokenStart, bytesLiteral: lowered.contains("b"))
                    // A value that cannot be decoded is only known at run
                    // time, like an interpolation: never guessed.
                    if !decoded {
                        if staticPrefix == nil { staticPrefix = text.string }
                        text.interpolation(nil)
                    }
                }
            case UInt8(ascii: "{") where formatted:
                if self.byte(at: position + 1) == UInt8(ascii: "{") {
                    text.append(byte: current)
                    position += 2
                } else {
                    if staticPrefix == nil { staticPrefix = text.string }
                    position += 1
                    let expression = position
                    try skipInterpolation(literalStart: tokenStart)
                    text.interpolation(expression..<(position - 1))
                }
            case UInt8(ascii: "}") where formatted && self.byte(at: position + 1) == UInt8(ascii: "}"):
                text.append(byte: current)
                position += 2
            default:
                text.append(byte: current)
                position += 1
            }
        }
        throw SourceSyntaxError(offset: tokenStart, message: "unterminated string literal")
    }

    /// Decodes one escape after its backslash; `false` when it names a
    /// character this lexer cannot look up.
    private mutating func readPythonEscape(into text: inout DecodedText, literalStart: Int, bytesLiteral: Bool)
        throws(SourceSyntaxError) -> Bool
    {
        guard let byte = byte(at: position) else {
            throw SourceSyntaxError(offset: literalStart, message: "unterminated string literal")
        }
        if let control = Self.controlEscape(byte), byte != UInt8(ascii: "e") {
            text.append(byte: control)
            position += 1
            return true
        }
        switch byte {
        case 10:
            position += 1
        case 13:
            position += 1
            if self.byte(at: position) == 10 { position += 1 }
        case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            text.append(byte: byte)
            position += 1
        case 0x30...0x37:
            text.append(scalar: readOctalDigits(maximum: 3, limit: 0o777))
        case UInt8(ascii: "x"):
            position += 1
            guard let value = readHexDigits(exactly: 2) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\x escape in string literal")
            }
            text.append(scalar: value)
        case UInt8(ascii: "u") where !bytesLiteral:
            position += 1
            guard let value = readHexDigits(exactly: 4) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\u escape in string literal")
            }
            text.append(scalar: value)
        case UInt8(ascii: "U") where !bytesLiteral:
            position += 1
            guard let value = readHexDigits(exactly: 8) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\U escape in string literal")
            }
            text.append(scalar: value)
        case UInt8(ascii: "N") where !bytesLiteral:
            position += 1
            guard self.byte(at: position) == UInt8(ascii: "{"),
                let close = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == 10 }),
                bytes[close] == UInt8(ascii: "}")
            else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\N{…} escape in string literal")
            }
            let name = String(decoding: bytes[(position + 1)..<close], as: UTF8.self)
            position = close + 1
            let found: Unicode.Scalar?
            if let cached = characterNames[name] {
                found = cached
            } else {
                found = UnicodeCharacterName.scalar(named: name)
                characterNames.updateValue(found, forKey: name)
            }
            guard let scalar = found else { return false }
            text.append(scalar: scalar.value)
        default:
            // Unknown escapes keep their backslash, as Python does.
            text.append(byte: UInt8(ascii: "\\"))
        }
        return true
    }
}
