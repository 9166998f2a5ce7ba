/// Bytes of a JSON document being written by hand, with string escaping and
/// indentation. Writing by hand (rather than through `JSONSerialization`)
/// keeps attribute order and key order fixed, so equal trees give equal bytes.
struct JSONOutputBuffer {
    private(set) var bytes: [UInt8] = []

    /// Indentation stops growing past this many levels, so a pathologically
    /// deep tree costs bytes linear in its size instead of quadratic (libxml2
    /// caps XML indentation the same way). 100 levels keep elements up to
    /// depth 49 fully indented, beyond WebDriverAgent's default snapshot depth.
    static let maximumIndentLevel = 100

    private static let spaces = [UInt8](repeating: 0x20, count: 2 * maximumIndentLevel)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func appendNewline(indent level: Int) {
        bytes.append(0x0A)
        appendIndent(level)
    }

    mutating func appendIndent(_ level: Int) {
        bytes.append(contentsOf: Self.spaces[0..<(2 * min(level, Self.maximumIndentLevel))])
    }

    mutating func appendInteger(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `"key" : `
    mutating func appendKey(_ key: String) {
        appendString(key)
        append(" : ")
    }

    /// A JSON string literal. `"` and `\` are escaped, control characters
    /// use the short escapes where JSON has them and `\u00XX` otherwise; `/`
    /// and non-ASCII characters are written as they are, except U+FEFF,
    /// written `\ufeff`: Foundation's parser drops it, raw, from the start
    /// of a string (a label starting with it lost it through export).
    mutating func appendString(_ text: String) {
        bytes.append(0x22)
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == 0xEF, utf8.starts(with: [0xBB, 0xBF]) {
                utf8.removeFirst(2)
                append(#"\ufeff"#)
                continue
            }
            switch byte {
            case 0x22: append(#"\""#)
            case 0x5C: append(#"\\"#)
            case 0x0A: append(#"\n"#)
            case 0x0D: append(#"\r"#)
            case 0x09: append(#"\t"#)
            case 0x08: append(#"\b"#)
            case 0x0C: append(#"\f"#)
            case 0x00..<0x20:
                append(#"\u00"#)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
