import LocatorLabFiles

/// How a test source is stored, so a rewritten file is stored the same way:
/// UTF-8 with or without a byte-order mark, or UTF-16 with one. Line endings
/// are never touched: edits replace bytes inside lines, and added lines use
/// the file's own line ending.
public enum TestSourceEncoding: String, Sendable, Hashable, Codable {
    case utf8 = "utf-8"
    case utf8WithByteOrderMark = "utf-8-bom"
    case utf16LittleEndian = "utf-16le"
    case utf16BigEndian = "utf-16be"

    /// The file's text as UTF-8 without a byte-order mark, and how it was stored.
    package static func decode(_ bytes: [UInt8], file: String) throws(TestSourceError) -> (
        utf8: [UInt8], encoding: TestSourceEncoding
    ) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes.dropFirst(3))
            try validateUTF8(body, file: file)
            return (body, .utf8WithByteOrderMark)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let body = bytes.dropFirst(2)
            guard body.count % 2 == 0 else {
                throw .undecodable(file: file, reason: "UTF-16 text with an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index])
                let second = UInt16(body[index + 1])
                units.append(little ? first | second << 8 : first << 8 | second)
                index += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw .undecodable(file: file, reason: "invalid UTF-16")
            }
            return (Array(text.utf8), little ? .utf16LittleEndian : .utf16BigEndian)
        }
        if let order = SourceText.utf16ByteOrderWithoutMark(bytes) {
            throw .undecodable(
                file: file,
                reason: "it looks like UTF-16 (\(order)) without a byte-order mark; expected \(SourceText.utf16Advice)")
        }
        try validateUTF8(bytes, file: file)
        return (bytes, .utf8)
    }

    /// `utf8` stored in this encoding.
    package func encode(_ utf8: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8:
            return utf8
        case .utf8WithByteOrderMark:
            return [0xEF, 0xBB, 0xBF] + utf8
        case .utf16LittleEndian, .utf16BigEndian:
            let little = self == .utf16LittleEndian
            var result: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let low = UInt8(unit & 0xFF)
                let high = UInt8(unit >> 8)
                result.append(contentsOf: little ? [low, high] : [high, low])
            }
            return result
        }
    }

    private static func validateUTF8(_ bytes: [UInt8], file: String) throws(TestSourceError) {
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        var line = 1
        var offset = 0
        // The first invalid byte's line, for the message.
        while offset < bytes.count {
            let length = bytes[offset] < 0x80 ? 1 : bytes[offset] >= 0xF0 ? 4 : bytes[offset] >= 0xE0 ? 3 : 2
            let end = min(offset + length, bytes.count)
            if bytes[offset] >= 0x80,
                bytes[offset] < 0xC2 || String(validating: bytes[offset..<end], as: UTF8.self) == nil
            {
                break
            }
            if bytes[offset] == 10 { line += 1 }
            offset = end
        }
        throw .undecodable(
            file: file,
            reason: "not UTF-8 (first invalid byte on line \(line)); save it as UTF-8 or UTF-16 with a byte-order mark")
    }

    /// The line ending the text uses (that of its first line), `\n` when it
    /// has a single line.
    package static func lineEnding(of utf8: [UInt8]) -> String {
        guard let newline = utf8.firstIndex(of: 10) else { return "\n" }
        return newline > 0 && utf8[newline - 1] == 13 ? "\r\n" : "\n"
    }
}
