import LocatorLabFiles

/// Splits JSON text (RFC 8259) into tokens with their byte offsets, one at
/// a time, holding nothing but its offset: the tree reader builds elements
/// straight from the tokens. Strings are checked here (escapes, control
/// characters, surrogate pairs) and decoded only when their value is used;
/// most are copied into the tree's string table as they stand.
///
/// Errors are `.malformed` with the line and column of the offending byte,
/// worded "the input is not valid JSON: …".
struct JSONTokenizer {
    enum Kind: Equatable {
        case beginObject, endObject, beginArray, endArray, colon, comma
        case string, number, literalTrue, literalFalse, null
        /// The end of the input; its offset is just after the last byte
        /// that is not whitespace, where an unfinished document stops.
        case end
    }

    struct Token {
        var kind: Kind
        /// The token's bytes; a string's include its quotes.
        var range: Range<Int>
        /// A string with a backslash escape, which ``decodeString(_:into:)``
        /// decodes; any other string's bytes are its value.
        var hasEscapes = false

        var isScalar: Bool {
            switch kind {
            case .string, .number, .literalTrue, .literalFalse, .null: true
            default: false
            }
        }

        var isContainerStart: Bool { kind == .beginObject || kind == .beginArray }
    }

    let text: UnsafeRawBufferPointer
    let file: String?
    private(set) var offset = 0

    init(text: UnsafeRawBufferPointer, file: String?) {
        self.text = text
        self.file = file
    }

    /// Goes back to `offset` (the start of a token seen before).
    mutating func rewind(to offset: Int) {
        self.offset = offset
    }

    mutating func next() throws(PageSourceError) -> Token {
        let count = text.count
        while offset < count, Self.isWhitespace(text[offset]) { offset += 1 }
        guard offset < count else {
            let end = Self.endOfContent(in: text)
            return Token(kind: .end, range: end..<end)
        }
        let start = offset
        let single: Kind?
        switch text[start] {
        case UInt8(ascii: "{"): single = .beginObject
        case UInt8(ascii: "}"): single = .endObject
        case UInt8(ascii: "["): single = .beginArray
        case UInt8(ascii: "]"): single = .endArray
        case UInt8(ascii: ":"): single = .colon
        case UInt8(ascii: ","): single = .comma
        case UInt8(ascii: "\""): return try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try scanNumber()
        case UInt8(ascii: "t"): return try scanLiteral("true", .literalTrue)
        case UInt8(ascii: "f"): return try scanLiteral("false", .literalFalse)
        case UInt8(ascii: "n"): return try scanLiteral("null", .null)
        default: single = nil
        }
        guard let single else {
            throw error(at: start, "unexpected \(describeCharacter(at: start))")
        }
        offset += 1
        return Token(kind: single, range: start..<offset)
    }

    // MARK: Scalars

    private mutating func scanString() throws(PageSourceError) -> Token {
        let start = offset
        var index = start + 1
        var hasEscapes = false
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                offset = index + 1
                return Token(kind: .string, range: start..<offset, hasEscapes: hasEscapes)
            }
            if byte < 0x20 {
                throw error(at: index, "a control character (U+00\(Self.hex(byte))) inside a string; JSON writes it escaped")
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index = try checkEscape(at: index)
                continue
            }
            index += 1
        }
        throw error(at: start, "a string that does not end")
    }

    /// Checks the escape at `index` (a backslash); returns the offset after it.
    private func checkEscape(at index: Int) throws(PageSourceError) -> Int {
        guard index + 1 < text.count else { throw error(at: index, "a string that does not end") }
        switch text[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: index + 2) else {
                throw error(at: index, "a \\u escape without four hexadecimal digits")
            }
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 7 < text.count, text[index + 6] == UInt8(ascii: "\\"), text[index + 7] == UInt8(ascii: "u"),
                    let low = hexUnit(at: index + 8), (0xDC00...0xDFFF).contains(low)
                else { throw error(at: index, "an unpaired UTF-16 surrogate in a \\u escape") }
                return index + 12
            case 0xDC00...0xDFFF:
                throw error(at: index, "an unpaired UTF-16 surrogate in a \\u escape")
            default:
                return index + 6
            }
        default:
            throw error(at: index, "an unknown escape \\\(describeCharacter(at: index + 1, quoted: false))")
        }
    }

    private mutating func scanNumber() throws(PageSourceError) -> Token {
        let start = offset
        var index = start
        func digits() -> Int {
            let first = index
            while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index - first
        }
        if text[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error(at: start, "a number without digits") }
        if integerDigits > 1, text[integerStart] == UInt8(ascii: "0") {
            throw error(at: start, "a number with a leading zero")
        }
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(at: start, "a number without digits after its decimal point") }
        }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(at: start, "a number without digits in its exponent") }
        }
        try checkDelimited(at: index)
        offset = index
        return Token(kind: .number, range: start..<index)
    }

    private mutating func scanLiteral(_ word: StaticString, _ kind: Kind) throws(PageSourceError) -> Token {
        let start = offset
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { literal in
            start + length <= text.count && (0..<length).allSatisfy { text[start + $0] == literal[$0] }
        }
        guard matches else { throw error(at: start, "unexpected \(describeCharacter(at: start))") }
        try checkDelimited(at: start + length)
        offset = start + length
        return Token(kind: kind, range: start..<offset)
    }

    /// A number or literal must end at whitespace, structure or the end.
    private func checkDelimited(at index: Int) throws(PageSourceError) {
        guard index < text.count else { return }
        switch text[index] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            return
        default:
            throw error(at: index, "unexpected \(describeCharacter(at: index))")
        }
    }

    // MARK: Decoding

    /// Appends the UTF-8 value of a string token that has escapes.
    func decodeString(_ token: Token, into output: inout [UInt8]) {
        var index = token.range.lowerBound + 1
        let end = token.range.upperBound - 1
        while index < end {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexUnit(at: index) ?? 0)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {  // checked: a low surrogate follows
                    let low = UInt32(hexUnit(at: index + 2) ?? 0xDC00)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
            default: output.append(escaped)  // " \ /
            }
        }
    }

    /// The value of a string token, as a Swift string (for messages and
    /// the few values checked as strings).
    func string(_ token: Token) -> String {
        if !token.hasEscapes {
            return String(decoding: UnsafeRawBufferPointer(rebasing: text[token.range.dropFirst().dropLast()]), as: UTF8.self)
        }
        var bytes: [UInt8] = []
        decodeString(token, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Helpers

    private func hexUnit(at index: Int) -> UInt16? {
        guard index + 4 <= text.count else { return nil }
        return HexadecimalDigits.number(text[index..<index + 4]).map { UInt16($0) }
    }

    /// `'x'`, or the character's name when it does not print.
    func describeCharacter(at index: Int, quoted: Bool = true) -> String {
        let lead = text[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let bytes = UnsafeRawBufferPointer(rebasing: text[index..<min(index + length, text.count)])
        let character = String(decoding: bytes, as: UTF8.self)
        if lead < 0x20 || lead == 0x7F { return "the control character U+00\(Self.hex(lead))" }
        if character == "\u{FEFF}" { return "a byte-order mark (U+FEFF)" }
        return quoted ? "'\(character)'" : character
    }

    func error(at offset: Int, _ problem: String) -> PageSourceError {
        .malformed(
            file: file, position: SourcePosition(byteOffset: offset, in: text),
            message: "the input is not valid JSON: \(problem)", expected: nil)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The offset just after the last byte that is not whitespace.
    static func endOfContent(in text: UnsafeRawBufferPointer) -> Int {
        var end = text.count
        while end > 0, isWhitespace(text[end - 1]) { end -= 1 }
        return end
    }

    /// The offset just past the closing quote of the string opening at
    /// `start` (or the end of the text), without checking its content.
    static func endOfString<Text: RandomAccessCollection<UInt8>>(_ text: Text, from start: Int) -> Int
    where Text.Index == Int {
        var offset = start + 1
        while offset < text.count {
            switch text[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): return offset + 1
            default: offset += 1
            }
        }
        return text.count
    }
}
