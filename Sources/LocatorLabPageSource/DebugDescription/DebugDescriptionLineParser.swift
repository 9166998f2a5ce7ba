/// Reads one element line of a debugDescription dump:
///
///     <ShortType>[ (Main)][, 0x<hex>][, pid: N][, {{x, y}, {w, h}}][, identifier: '…'][, label: '…']
///         [, placeholderValue: '…'][, value: <text>][, Disabled][, Selected][, …]
///
/// XCTest does not escape quoted strings, so a quote inside a label is
/// printed as is. A quoted string therefore ends at the first `'` that is
/// followed by the end of the line or by `, ` and something that can start
/// the next part (a `key: '` field, `value:` or a known flag). `value:` is
/// printed unquoted and runs to the end of the line, less trailing flags.
///
/// The parser works on byte offsets into the whole text so that errors point
/// at the exact place, even in a line continued over several physical lines.
struct DebugDescriptionLineParser {
    /// Flags XCTest appends as bare words; they end a quoted string or a value.
    static let knownFlags: [[UInt8]] = ["Keyboard Focused", "Disabled", "Selected", "Focused"].map { Array($0.utf8) }

    static let frameExample = "a frame like {{0.0, 0.0}, {390.0, 844.0}}"
    static let lineExample =
        "an element line like `Button, 0x600000c8c1c0, {{16.0, 100.0}, {200.0, 44.0}}, label: 'Done'`"

    private let bytes: [UInt8]
    private let end: Int
    private var position: Int

    /// Parses the element line in `bytes[start..<end]`; `start` is the first
    /// character of the type (after indentation and the `→` marker).
    /// Trailing spaces are ignored.
    static func parse(_ bytes: [UInt8], from start: Int, to end: Int) throws(DebugDescriptionLineError)
        -> DebugDescriptionLine
    {
        var trimmedEnd = end
        while trimmedEnd > start,
            bytes[trimmedEnd - 1] == UInt8(ascii: " ") || bytes[trimmedEnd - 1] == UInt8(ascii: "\t")
        {
            trimmedEnd -= 1
        }
        var parser = DebugDescriptionLineParser(bytes: bytes, end: trimmedEnd, position: start)
        return try parser.parseLine()
    }

    private init(bytes: [UInt8], end: Int, position: Int) {
        self.bytes = bytes
        self.end = end
        self.position = position
    }

    /// The XML reader's limit on one value (`ReadLimits.maximumAttributeLength`).
    private func checkLength(of key: String, from start: Int, to end: Int) throws(DebugDescriptionLineError) {
        let limit = ReadLimits.maximumAttributeLength
        guard end - start <= limit else {
            throw DebugDescriptionLineError(
                offset: start, message: "the \(key) is \(end - start) bytes long, longer than any page source has",
                expected: "at most \(limit) bytes per value")
        }
    }

    // MARK: - Line structure

    private mutating func parseLine() throws(DebugDescriptionLineError) -> DebugDescriptionLine {
        var line = DebugDescriptionLine(shortType: try parseType())
        line.marker = try parseMarker()
        // Where a frame would have to be, for the error when it is missing.
        var frameExpectedAt = position
        if position < end {
            try expectSeparator(after: "the element type")
            if matches("0x") {
                line.address = try parseAddress()
                if position < end { try expectSeparator(after: "the address") }
            }
            if matches("pid:") {
                line.processID = try parseProcessID()
                if position < end { try expectSeparator(after: "the process id") }
            }
            frameExpectedAt = position
            if matches("{{") {
                line.frame = try parseFrame(of: line.shortType)
                if position < end { try expectSeparator(after: "the frame") }
            }
        }
        // Only application lines are printed without a frame.
        if line.frame == nil && !line.isApplication {
            throw DebugDescriptionLineError(
                offset: frameExpectedAt, message: "the \(line.shortType) line has no frame",
                expected: Self.frameExample)
        }
        if position < end {
            try parseFields(into: &line)
        }
        return line
    }

    private mutating func parseType() throws(DebugDescriptionLineError) -> String {
        let start = position
        guard position < end, isUppercaseLetter(bytes[position]) else {
            throw DebugDescriptionLineError(
                offset: start, message: "expected an element type such as Button or StaticText",
                expected: Self.lineExample)
        }
        while position < end, isWordCharacter(bytes[position]) { position += 1 }
        return text(start..<position)
    }

    /// ` (Main)` after the type.
    private mutating func parseMarker() throws(DebugDescriptionLineError) -> String? {
        guard matches(" (") else { return nil }
        let start = position + 2
        var close = start
        while close < end, bytes[close] != UInt8(ascii: ")") { close += 1 }
        guard close < end else {
            throw DebugDescriptionLineError(
                offset: position + 1, message: "the marker after the element type is not closed",
                expected: "a closing ')' as in `Window (Main)`")
        }
        position = close + 1
        return text(start..<close)
    }

    private mutating func parseAddress() throws(DebugDescriptionLineError) -> String {
        let start = position
        position += 2
        let digitsStart = position
        while position < end, isHexDigit(bytes[position]) { position += 1 }
        guard position > digitsStart else {
            throw DebugDescriptionLineError(
                offset: digitsStart, message: "the address has no hexadecimal digits",
                expected: "an address like 0x600000c8c1c0")
        }
        return text(start..<position)
    }

    private mutating func parseProcessID() throws(DebugDescriptionLineError) -> Int {
        position += 4
        skipSpaces()
        let start = position
        while position < end, isDigit(bytes[position]) { position += 1 }
        guard position > start, let pid = Int(text(start..<position)) else {
            throw DebugDescriptionLineError(
                offset: start, message: "the process id is not a number", expected: "a process id like pid: 12345")
        }
        return pid
    }

    /// `{{x, y}, {width, height}}`; numbers may be integers, decimals, `inf` or `nan`.
    private mutating func parseFrame(of type: String) throws(DebugDescriptionLineError) -> DebugDescriptionRect {
        try expect("{{", in: type)
        let x = try parseNumber(in: type)
        try expect(",", in: type)
        let y = try parseNumber(in: type)
        try expect("}", in: type)
        try expect(",", in: type)
        try expect("{", in: type)
        let width = try parseNumber(in: type)
        try expect(",", in: type)
        let height = try parseNumber(in: type)
        try expect("}", in: type)
        try expect("}", in: type)
        return DebugDescriptionRect(x: x, y: y, width: width, height: height)
    }

    private mutating func parseNumber(in type: String) throws(DebugDescriptionLineError) -> Double {
        skipSpaces()
        let start = position
        while position < end, isNumberCharacter(bytes[position]) { position += 1 }
        guard position > start, let number = Double(text(start..<position)) else {
            throw frameError(at: start, in: type)
        }
        return number
    }

    private mutating func expect(_ literal: String, in type: String) throws(DebugDescriptionLineError) {
        skipSpaces()
        guard matches(literal) else { throw frameError(at: position, in: type) }
        position += literal.utf8.count
    }

    private func frameError(at offset: Int, in type: String) -> DebugDescriptionLineError {
        DebugDescriptionLineError(
            offset: offset, message: "cannot read the frame of the \(type) line", expected: Self.frameExample)
    }

    // MARK: - Fields and flags

    private mutating func parseFields(into line: inout DebugDescriptionLine) throws(DebugDescriptionLineError) {
        while position < end {
            if startsValue(at: position) {
                try parseValue(into: &line)
                return
            }
            if let colon = quotedKeyColon(at: position) {
                let key = text(position..<colon)
                let quote = colon + 2
                guard let close = closingQuote(after: quote) else {
                    throw DebugDescriptionLineError(
                        offset: quote, message: "the quoted \(key) is not closed",
                        expected: "a closing ' at the end of the line or before the next field",
                        isUnterminatedQuote: true)
                }
                try checkLength(of: key, from: quote + 1, to: close)
                let content = text((quote + 1)..<close)
                switch key {
                case "identifier": line.identifier = content
                case "label": line.label = content
                case "placeholderValue": line.placeholderValue = content
                default: break  // e.g. macOS `title:`: not part of the iOS page source
                }
                position = close + 1
            } else {
                // A bare flag such as `Disabled` or `Keyboard Focused`; unknown
                // words are kept and otherwise ignored.
                let start = position
                while position < end, separatorLength(at: position) == nil { position += 1 }
                line.flags.append(text(start..<position))
            }
            if position < end { try expectSeparator(after: "the field") }
        }
    }

    /// `value: <text>` up to the end of the line; known flags at the end are
    /// flags, not part of the value.
    private mutating func parseValue(into line: inout DebugDescriptionLine) throws(DebugDescriptionLineError) {
        position += 6
        if position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        var valueEnd = end
        var trailingFlags: [String] = []
        stripping: while true {
            for flag in Self.knownFlags {
                let flagStart = valueEnd - flag.count
                guard flagStart - 2 >= position,
                    bytes[flagStart - 2] == UInt8(ascii: ","), bytes[flagStart - 1] == UInt8(ascii: " "),
                    bytes[flagStart..<valueEnd].elementsEqual(flag)
                else { continue }
                trailingFlags.insert(String(decoding: flag, as: UTF8.self), at: 0)
                valueEnd = flagStart - 2
                continue stripping
            }
            break
        }
        if position < valueEnd { try checkLength(of: "value", from: position, to: valueEnd) }
        line.value = position < valueEnd ? text(position..<valueEnd) : ""
        line.flags += trailingFlags
        position = end
    }

    /// The first `'` after the opening quote that ends the string: one
    /// followed by the end of the line or by a field boundary.
    private func closingQuote(after openingQuote: Int) -> Int? {
        var index = openingQuote + 1
        while index < end {
            if bytes[index] == UInt8(ascii: "'") && (index + 1 == end || isFieldBoundary(at: index + 1)) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `, ` followed by something that can start the next part of a line.
    private func isFieldBoundary(at index: Int) -> Bool {
        guard let length = separatorLength(at: index), length > 1 else { return false }
        let next = index + length
        if startsValue(at: next) || quotedKeyColon(at: next) != nil { return true }
        for flag in Self.knownFlags where matches(flag, at: next) {
            let after = next + flag.count
            if after == end || separatorLength(at: after) != nil { return true }
        }
        return false
    }

    /// The offset of the colon when `index` starts `key: '`.
    private func quotedKeyColon(at index: Int) -> Int? {
        guard index < end, isLetter(bytes[index]) else { return nil }
        var colon = index
        while colon < end, isWordCharacter(bytes[colon]) { colon += 1 }
        guard colon + 2 < end, bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: " "),
            bytes[colon + 2] == UInt8(ascii: "'")
        else { return nil }
        return colon
    }

    private func startsValue(at index: Int) -> Bool {
        matches(Array("value: ".utf8), at: index) || (matches(Array("value:".utf8), at: index) && index + 6 == end)
    }

    // MARK: - Separators and characters

    /// The length of `,` plus the spaces after it, when `index` is at a comma.
    private func separatorLength(at index: Int) -> Int? {
        guard index < end, bytes[index] == UInt8(ascii: ",") else { return nil }
        var after = index + 1
        while after < end, bytes[after] == UInt8(ascii: " ") { after += 1 }
        return after - index
    }

    private mutating func expectSeparator(after what: String) throws(DebugDescriptionLineError) {
        guard let length = separatorLength(at: position) else {
            throw DebugDescriptionLineError(
                offset: position, message: "unexpected text after \(what)", expected: "', ' and the next field")
        }
        position += length
    }

    private mutating func skipSpaces() {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    private func matches(_ literal: String) -> Bool {
        matches(Array(literal.utf8), at: position)
    }

    private func matches(_ literal: [UInt8], at index: Int) -> Bool {
        index + literal.count <= end && bytes[index..<(index + literal.count)].elementsEqual(literal)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func isUppercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        isUppercaseLetter(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isWordCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Characters of a number as `NSStringFromCGRect` prints it, including
    /// `inf`, `-inf` and `nan`.
    private func isNumberCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "i")
            || byte == UInt8(ascii: "n") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "a")
    }
}
