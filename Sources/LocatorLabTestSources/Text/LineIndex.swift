import LocatorLabFiles

/// Turns byte offsets in UTF-8 text into 1-based lines and columns counted
/// in Unicode code points (SARIF's `unicodeCodePoints`).
package struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// Byte offset where each line starts.
    package let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 10 {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    package func position(of offset: Int) -> SourcePosition {
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset, index < bytes.count {
            // Continuation bytes (10xxxxxx) do not start a code point.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The byte offset of the end of the line holding `offset`, after its
    /// line break (or the end of the text).
    package func endOfLine(containing offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 10 { index += 1 }
        return min(index + 1, bytes.count)
    }
}
