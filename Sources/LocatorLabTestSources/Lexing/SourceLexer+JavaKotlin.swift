/// Java and Kotlin string literals (JLS 3.10.5–3.10.7, Kotlin grammar
/// "String literals").
extension SourceLexer {
    package mutating func readJavaOrKotlinLiteral(startingWith byte: UInt8) throws(SourceSyntaxError) -> Bool {
        if byte == UInt8(ascii: "'") {
            try readCharacterLiteral()
            return true
        }
        guard byte == UInt8(ascii: "\"") else { return false }
        let start = position
        if matches("\"\"\"", at: position) {
            if language == .java {
                try readJavaTextBlock(start: start)
            } else {
                try readKotlinRawString(start: start)
            }
        } else {
            try readJavaOrKotlinQuoted(start: start)
        }
        return true
    }

    /// `"…"` with escapes; Kotlin adds `\$` and `$name`/`${…}` templates.
    private mutating func readJavaOrKotlinQuoted(start: Int) throws(SourceSyntaxError) {
        position += 1
        var text = DecodedText()
        var prefix: String?
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                let decoded = text.string
                append(
                    .string, from: start,
                    literal: StringLiteral(
                        value: prefix == nil ? decoded : nil, staticPrefix: prefix ?? decoded,
                        style: LiteralStyle(prefix: "", delimiter: "\""), pieces: text.pieces))
                return
            case 10:
                throw SourceSyntaxError(offset: start, message: "unterminated string literal")
            case UInt8(ascii: "\\"):
                position += 1
                try readJavaEscape(into: &text, literalStart: start)
            case UInt8(ascii: "$") where language == .kotlin:
                let before = text.string
                if try readKotlinTemplate(literalStart: start, into: &text) {
                    if prefix == nil { prefix = before }
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

    /// The escape after a backslash (already passed).
    private mutating func readJavaEscape(into text: inout DecodedText, literalStart: Int) throws(SourceSyntaxError) {
        guard let byte = byte(at: position) else {
            throw SourceSyntaxError(offset: literalStart, message: "unterminated string literal")
        }
        if let control = Self.controlEscape(byte), byte != UInt8(ascii: "v"), byte != UInt8(ascii: "a"),
            byte != UInt8(ascii: "e")
        {
            text.append(byte: control)
            position += 1
            return
        }
        switch byte {
        case UInt8(ascii: "s") where language == .java:
            text.append(byte: 32)
            position += 1
        case UInt8(ascii: "u"):
            // Java allows `\uuuu0041`.
            while self.byte(at: position) == UInt8(ascii: "u") { position += 1 }
            guard let unit = readHexDigits(exactly: 4) else {
                throw SourceSyntaxError(offset: literalStart, message: "invalid \\u escape in string literal")
            }
            text.append(utf16Unit: unit)
        case 0x30...0x37 where language == .java:
            text.append(scalar: readOctalDigits(maximum: 3))
        case 10:
            // Text blocks: a backslash at the end of a line joins the lines.
            position += 1
        default:
            text.append(byte: byte)
            position += 1
        }
    }

    /// Kotlin `$name` or `${…}` in a string; returns whether it was one.
    private mutating func readKotlinTemplate(literalStart: Int, into text: inout DecodedText) throws(SourceSyntaxError)
        -> Bool
    {
        guard let next = byte(at: position + 1) else { return false }
        if next == UInt8(ascii: "{") {
            position += 2
            let expression = position
            try skipInterpolation(literalStart: literalStart)
            text.interpolation(expression..<(position - 1))
            return true
        }
        if Self.isIdentifierStart(next) && next != UInt8(ascii: "$") {
            position += 1
            let expression = position
            while position < bytes.count, Self.isIdentifierByte(bytes[position]), bytes[position] != UInt8(ascii: "$") {
                position += 1
            }
            text.interpolation(expression..<position)
            return true
        }
        // A `$` that starts no template is itself.
        return false
    }

    /// Kotlin `"""…"""`: no escapes, templates allowed; the closing
    /// delimiter is the last three quotes of a run.
    private mutating func readKotlinRawString(start: Int) throws(SourceSyntaxError) {
        position += 3
        var text = DecodedText()
        var prefix: String?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\""), matches("\"\"\"", at: position) {
                var run = 3
                while self.byte(at: position + run) == UInt8(ascii: "\"") { run += 1 }
                for _ in 0..<(run - 3) { text.append(byte: UInt8(ascii: "\"")) }
                position += run
                let decoded = text.string
                append(
                    .string, from: start,
                    literal: StringLiteral(
                        value: prefix == nil ? decoded : nil, staticPrefix: prefix ?? decoded,
                        style: LiteralStyle(prefix: "", delimiter: "\"\"\""), pieces: text.pieces))
                return
            }
            if byte == UInt8(ascii: "$") {
                let before = text.string
                if try readKotlinTemplate(literalStart: start, into: &text) {
                    if prefix == nil { prefix = before }
                    continue
                }
            }
            text.append(byte: byte)
            position += 1
        }
        throw SourceSyntaxError(offset: start, message: "unterminated raw string literal")
    }

    /// Java text block (JLS 3.10.6): the content starts on the line after
    /// `"""`; incidental indentation (the smallest over non-blank lines and
    /// the closing line) and trailing spaces are removed, then escapes are
    /// read.
    private mutating func readJavaTextBlock(start: Int) throws(SourceSyntaxError) {
        position += 3
        while let byte = byte(at: position), byte == 32 || byte == 9 || byte == 12 { position += 1 }
        if byte(at: position) == 13 { position += 1 }
        guard byte(at: position) == 10 else {
            throw SourceSyntaxError(offset: start, message: "a text block must start a new line after \"\"\"")
        }
        position += 1
        let contentStart = position
        var contentEnd: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "\""), matches("\"\"\"", at: position) {
                contentEnd = position
                position += 3
                break
            }
            position += 1
        }
        guard let contentEnd else { throw SourceSyntaxError(offset: start, message: "unterminated text block") }
        let raw = Array(bytes[contentStart..<contentEnd])
        var lines = raw.split(separator: 10, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 13 ? line.dropLast() : line
        }
        let closingLineIsBlank = lines.last.map { $0.allSatisfy { $0 == 32 || $0 == 9 } } ?? false
        func indentation(_ line: ArraySlice<UInt8>) -> Int { line.prefix { $0 == 32 || $0 == 9 }.count }
        var significant = lines.dropLast().filter { !$0.allSatisfy { $0 == 32 || $0 == 9 } }.map(indentation)
        if let last = lines.last { significant.append(closingLineIsBlank ? last.count : indentation(last)) }
        let strip = significant.min() ?? 0
        lines = lines.map { line in
            var stripped = line.dropFirst(min(strip, line.count))
            while let last = stripped.last, last == 32 || last == 9 { stripped = stripped.dropLast() }
            return stripped
        }
        var joined: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { joined.append(10) }
            joined.append(contentsOf: line)
        }
        var text = DecodedText()
        var escapes = SourceLexer(joined, language: .java)
        while escapes.position < joined.count {
            let byte = joined[escapes.position]
            if byte == UInt8(ascii: "\\") {
                escapes.position += 1
                try escapes.readJavaEscape(into: &text, literalStart: 0)
            } else {
                text.append(byte: byte)
                escapes.position += 1
            }
        }
        let decoded = text.string
        append(
            .string, from: start,
            literal: StringLiteral(
                value: decoded, staticPrefix: decoded, style: LiteralStyle(prefix: "", delimiter: "\"\"\"")))
    }
}
