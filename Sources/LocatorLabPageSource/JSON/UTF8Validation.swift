/// Finds invalid UTF-8 without copying the input. `String(validating:)`
/// would build a second copy of a page source only to throw it away (48 MB
/// for a 1M-element tree).
enum UTF8Validation {
    /// The offset of the first byte that is not part of valid UTF-8 (the
    /// rules `String(validating:as:)` applies), or nil when all of it is.
    static func firstInvalidOffset(in text: UnsafeRawBufferPointer) -> Int? {
        let count = text.count
        var offset = 0
        while offset < count {
            // Page sources are mostly ASCII: eight bytes at a time.
            if offset + 8 <= count,
                text.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                offset += 8
                continue
            }
            let lead = text[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            var length = 0
            var secondLow: UInt8 = 0x80
            var secondHigh: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, secondLow) = (3, 0xA0)  // no overlong forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, secondHigh) = (3, 0x9F)  // no surrogates
            case 0xF0: (length, secondLow) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, secondHigh) = (4, 0x8F)  // nothing past U+10FFFF
            default: return offset
            }
            guard offset + length <= count, (secondLow...secondHigh).contains(text[offset + 1]) else { return offset }
            for index in offset + 2..<offset + length where text[index] & 0xC0 != 0x80 {
                return offset
            }
            offset += length
        }
        return nil
    }
}
