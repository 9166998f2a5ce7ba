/// C# string literals: regular `"…"`, verbatim `@"…"`, interpolated `$"…"`
/// (and `$@`/`@$`), raw `"""…"""` (C# 11, with `$`s for interpolation), and
/// character literals.
extension SourceLexer {
    package mutating func readCSharpLiteral(startingWith byte: UInt8) throws(SourceSyntaxError) -> Bool {
        let start = position
        switch byte {
        case UInt8(ascii: "'"):
            try readCharacterLiteral()
            return true
        case UInt8(ascii: "\""):
            if matches("\"\"\"", at: position) {
                try readCSharpRaw(start: start, dollars: 0)
            } else {
                try readCSharpQuoted(start: start, prefix: "", verbatim: false, interpolated: false)
            }
            return true
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            var offset = position
            var dollars = 0
            var verbatim = false
            while let next = self.byte(at: offset), next == UInt8(ascii: "@") || next == UInt8(ascii: "$") {
                if next == UInt8(ascii: "$") { dollars += 1 } else { verbatim = true }
                offset += 1
            }
            guard self.byte(at: offset) == UInt8(ascii: "\""), offset - position <= (verbatim ? dollars + 1 : dollars)
            else {
                return false
            }
            let prefix = String(decoding: bytes[position..<offset], as: UTF8.self)
            position = offset
            if !verbatim, matches("\"\"\"", at: position) {
                try readCSharpRaw(start: start, dollars: dollars)
            } else {
                guard dollars <= 1 else { return false }
                try readCSharpQuoted(start: start, prefix: prefix, verbatim: verbatim, interpolated: dollars == 1)
            }
            return true
        default:
            return false
        }
    }

    private mutating func readCSharpQuoted(start: Int, prefix: String, verbatim: Bool, interpolated: Bool)
        throws(SourceSyntaxError)
    {
        position += 1
        var text = DecodedText()
        var staticPrefix: String?
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                if verbatim, self.byte(at: position + 1) == UInt8(ascii: "\"") {
                    text.append(byte: byte)
                    position += 2
                    continue
                }
                position += 1
                let decoded = text.string
                append(
                    .string, from: start,
                    literal: StringLiteral(
                        value: staticPrefix == nil ? decoded : nil, staticPrefix: staticPrefix ?? decoded,
                        style: LiteralStyle(prefix: prefix, delimiter: "\""), pieces: text.pieces))
                return
            case 10 where !verbatim:
                throw SourceSyntaxError(offset: start, message: "unterminated string literal")
            case UInt8(ascii: "\\") where !verbatim:
                position += 1
                try readCSharpEscape(into: &text, literalStart: start)
            case UInt8(ascii: "{") where interpolated:
                if self.byte(at: position + 1) == UInt8(ascii: "{") {
                    text.append(byte: byte)
                    position += 2
                } else {
                    if staticPrefix == nil { staticPrefix = text.string }
                    position += 1
                    let expression = position
                    try skipInterpolation(literalStart: start)
                    text.interpolation(expression..<(position - 1))
                }
            case UInt8(ascii: "}") where interpolated && self.byte(at: position + 1) == UInt8(ascii: "}"):
                text.append(byte: byte)
                position += 2
            default:
                text.append(byte: byte)
                position += 1
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated string literal")
    }

    private mutating func readCSharpEscape(into text: inout DecodedText, literalStart: Int) throws(SourceSyntaxError) {
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
        case UInt8(ascii: "0"):
            text.append(byte: 0)
        case UInt8(ascii: "u"):
            guard let unit = readHexDigits(exactly: 4) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\u escape in string literal")
            }
            text.append(utf16Unit: unit)
        case UInt8(ascii: "U"):
            guard let scalar = readHexDigits(exactly: 8) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\U escape in string literal")
            }
            text.append(scalar: scalar)
        case UInt8(ascii: "x"):
            guard let unit = readHexDigits(minimum: 1, maximum: 4) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\x escape in string literal")
            }
            text.append(utf16Unit: unit)
        default:
            text.append(byte: byte)
        }
    }

    /// Raw string literal: N ≥ 3 quotes open and close it. On one line the
    /// content is as written; over several lines, the opening and closing
    /// lines are dropped and the closing line's indentation is removed from
    /// every line.
    private mutating func readCSharpRaw(start: Int, dollars: Int) throws(SourceSyntaxError) {
        let prefix = String(decoding: bytes[start..<position], as: UTF8.self)
        var quotes = 0
        while byte(at: position) == UInt8(ascii: "\"") {
            quotes += 1
            position += 1
        }
        let contentStart = position
        var contentEnd: Int?
        var interpolated = false
        var staticPrefixEnd: Int?
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\"") {
                var run = 0
                while byte(at: position + run) == UInt8(ascii: "\"") { run += 1 }
                if run >= quotes {
                    contentEnd = position + run - quotes
                    position += run
                    break
                }
                position += run
                continue
            }
            if dollars > 0, bytes[position] == UInt8(ascii: "{") {
                var run = 0
                while byte(at: position + run) == UInt8(ascii: "{") { run += 1 }
                if run >= dollars {
                    interpolated = true
                    if staticPrefixEnd == nil { staticPrefixEnd = position + run - dollars }
                    position += run
                    try skipInterpolation(literalStart: start)
                    continue
                }
                position += run
                continue
            }
            position += 1
        }
        guard let contentEnd else { throw SourceSyntaxError(offset: start, message: "unterminated raw string literal") }
        let content = Array(bytes[contentStart..<contentEnd])
        let value = Self.rawStringContent(content)
        let prefixText = staticPrefixEnd.map { Self.rawStringContent(Array(bytes[contentStart..<$0]), partial: true) }
        append(
            .string, from: start,
            literal: StringLiteral(
                value: interpolated ? nil : value, staticPrefix: prefixText ?? value,
                style: LiteralStyle(prefix: prefix, delimiter: String(repeating: "\"", count: quotes))))
    }

    private static func rawStringContent(_ content: [UInt8], partial: Bool = false) -> String {
        guard content.contains(10) else { return String(decoding: content, as: UTF8.self) }
        var lines = content.split(separator: 10, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 13 ? line.dropLast() : line
        }
        lines.removeFirst()
        let indentation: Int
        if !partial, let last = lines.last, last.allSatisfy({ $0 == 32 || $0 == 9 }) {
            indentation = last.count
            lines.removeLast()
        } else {
            indentation = 0
        }
        var result: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append(10) }
            result.append(contentsOf: line.dropFirst(min(indentation, line.count)))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
