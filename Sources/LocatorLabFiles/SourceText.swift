/// Decodes the bytes of a text input (debugDescription dumps, JSON) the way
/// every LocatorLab reader accepts them: UTF-8, an optional byte-order mark,
/// CRLF or LF line endings, surrounding whitespace ignored.
public enum SourceText {
    /// The UTF-8 byte-order mark.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` without a leading UTF-8 byte-order mark.
    public static func droppingByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
    }

    /// Decodes `bytes` as UTF-8 (after a byte-order mark, if any), with CRLF
    /// and lone CR turned into LF. Invalid UTF-8 is an error naming the line
    /// and column of the first bad byte.
    public static func decode(_ bytes: [UInt8], file: String?) throws(FileError) -> String {
        if let order = utf16ByteOrderWithoutMark(bytes) {
            throw .invalidText(
                path: file, position: SourcePosition(line: 1, column: 1),
                message: "the input looks like UTF-16 (\(order)) without a byte-order mark",
                expected: utf16Advice)
        }
        let body = droppingByteOrderMark(bytes)
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .invalidText(
                path: file, position: firstInvalidPosition(in: body), message: "the input is not valid UTF-8",
                expected: "UTF-8 text")
        }
        guard text.utf8.contains(13) else { return text }
        return text.replacingCRLF()
    }

    /// What to do about UTF-16 without a byte-order mark, for messages.
    public static let utf16Advice = "UTF-8 text (convert it with iconv -f UTF-16LE -t UTF-8), or UTF-16 that starts with a byte-order mark"

    /// "little-endian" or "big-endian" when `bytes` look like UTF-16 with
    /// no byte-order mark: in the first 256 bytes, at least 3 pairs in 4
    /// hold one NUL, always in the same half (what ASCII text becomes).
    /// Such text is valid UTF-8 full of NULs, which each reader reported
    /// in its own confusing words.
    public static func utf16ByteOrderWithoutMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        let pairs = min(bytes.count, 256) / 2
        guard pairs >= 2 else { return nil }
        var little = 0
        var big = 0
        for pair in 0..<pairs {
            let first = bytes[2 * pair]
            let second = bytes[2 * pair + 1]
            if first != 0, second == 0 { little += 1 }
            if first == 0, second != 0 { big += 1 }
        }
        if 4 * little >= 3 * pairs { return "little-endian" }
        if 4 * big >= 3 * pairs { return "big-endian" }
        return nil
    }

    /// The line and column of the first byte that is not valid UTF-8; the
    /// column counts the characters (Unicode scalars) before it, as the
    /// readers' other positions do.
    static func firstInvalidPosition(in bytes: ArraySlice<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return SourcePosition(line: line, column: column)
            }
            let end = index + length
            if end > bytes.endIndex || String(validating: bytes[index..<end], as: UTF8.self) == nil {
                return SourcePosition(line: line, column: column)
            }
            if byte == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = end
        }
        return SourcePosition(line: line, column: column)
    }
}

extension String {
    /// The string with CRLF and lone CR line breaks turned into LF.
    func replacingCRLF() -> String {
        var result = String()
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
