import LocatorLabFiles
/// The decoded text of a dump as UTF-8 bytes split into lines, with the
/// questions the reader asks about a line: is it blank, a section header,
/// an element line, and how deeply is it indented.
struct DebugDescriptionText: Sendable {
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]
    /// The offset of each line's first character that is not a space or tab.
    /// Worked out once: deep dumps are mostly indentation, and every
    /// question below starts there.
    private let contentStarts: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        var contentStarts: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var atIndentation = true
            for offset in 0..<buffer.count {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    if atIndentation { contentStarts.append(offset) }
                    lineStarts.append(offset + 1)
                    atIndentation = true
                } else if atIndentation && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                    contentStarts.append(offset)
                    atIndentation = false
                }
            }
            if atIndentation { contentStarts.append(buffer.count) }
        }
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.contentStarts = contentStarts
    }

    var lineCount: Int { lineStarts.count }

    /// The offset just past the line's last character (its `\n` excluded).
    func end(ofLine line: Int) -> Int {
        line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    }

    /// The offset of the first character that is not a space or tab (the
    /// line's end when it is blank).
    func contentStart(ofLine line: Int) -> Int {
        contentStarts[line]
    }

    func isBlank(_ line: Int) -> Bool {
        contentStart(ofLine: line) == end(ofLine: line)
    }

    func section(introducedBy line: Int) -> DebugDescriptionSection? {
        DebugDescriptionSection.introduced(by: bytes, from: contentStart(ofLine: line), to: end(ofLine: line))
    }

    /// How far an element line is indented, and where its type begins. The
    /// `→` XCTest puts before the subtree's root counts as one column, so the
    /// root (` →Window`) sits at column 2 and its children (4 spaces) at 4.
    func indentation(ofLine line: Int) -> (columns: Int, typeStart: Int) {
        let start = lineStarts[line]
        var offset = contentStart(ofLine: line)
        var columns = offset - start
        if matches(Self.rightArrow, at: offset, before: end(ofLine: line)) {
            offset += Self.rightArrow.count
            columns += 1
        }
        return (columns, offset)
    }

    /// Whether the line starts like an element line: an indented (or
    /// `→`-marked) capitalised type name followed by `,`, ` (` or the end
    /// of the line. Used to tell element lines from the continuation of a
    /// multi-line label or value.
    func looksLikeElement(_ line: Int) -> Bool {
        let end = end(ofLine: line)
        var offset = indentation(ofLine: line).typeStart
        guard offset < end, bytes[offset] >= UInt8(ascii: "A"), bytes[offset] <= UInt8(ascii: "Z") else {
            return false
        }
        while offset < end, isWordCharacter(bytes[offset]) { offset += 1 }
        return offset == end || bytes[offset] == UInt8(ascii: ",")
            || (bytes[offset] == UInt8(ascii: " ") && offset + 1 < end && bytes[offset + 1] == UInt8(ascii: "("))
    }

    /// Whether the line holds only an ellipsis, `...` or `…` (U+2026),
    /// where whoever pasted the dump left lines out.
    func isElision(_ line: Int) -> Bool {
        var end = end(ofLine: line)
        while end > contentStart(ofLine: line), bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        let content = bytes[contentStart(ofLine: line)..<end]
        return content.elementsEqual(Self.threeDots) || content.elementsEqual(Self.ellipsis)
    }

    /// The content of a line after indentation and the markers XCTest uses
    /// in the path and query sections (`→`, `↳`, `↪︎`).
    func contentAfterMarkers(ofLine line: Int) -> Int {
        let end = end(ofLine: line)
        var offset = contentStart(ofLine: line)
        var advanced = true
        while advanced {
            advanced = false
            for marker in Self.markers where matches(marker, at: offset, before: end) {
                offset += marker.count
                advanced = true
            }
        }
        return offset
    }

    /// The 1-based line and column of a byte offset; the column counts
    /// Unicode scalars, so `→` is one column as an editor shows it.
    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset && index < bytes.count {
            // Count only the first byte of each UTF-8 sequence.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    func matches(_ literal: [UInt8], at offset: Int, before end: Int) -> Bool {
        offset + literal.count <= end && bytes[offset..<(offset + literal.count)].elementsEqual(literal)
    }

    private func isWordCharacter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static let threeDots = Array("...".utf8)
    /// U+2026 HORIZONTAL ELLIPSIS.
    static let ellipsis = Array("\u{2026}".utf8)
    /// U+2192 RIGHTWARDS ARROW, before the subtree's root.
    static let rightArrow = Array("\u{2192}".utf8)
    /// `→`, `↳` (U+21B3), `↪` (U+21AA), the text-style variation selector
    /// U+FE0E that follows it, and spaces between them.
    static let markers: [[UInt8]] = ["\u{2192}", "\u{21B3}", "\u{21AA}", "\u{FE0E}", " "].map { Array($0.utf8) }
}
