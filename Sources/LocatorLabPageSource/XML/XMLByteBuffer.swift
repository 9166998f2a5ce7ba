/// Output bytes of an XML writer, with the escaping rules the drivers'
/// serialisers apply to attribute values.
struct XMLByteBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func appendIndentation(_ levels: Int) {
        for _ in 0..<levels {
            bytes.append(32)
            bytes.append(32)
        }
    }

    /// How each serialiser treats characters outside the usual set.
    enum Dialect {
        /// libxml2 (WebDriverAgent): characters illegal in XML 1.0 are
        /// deleted beforehand; everything else non-ASCII is written raw.
        case libxml2
        /// Android's KXmlSerializer (UiAutomator2): illegal characters were
        /// replaced with `?` by the server; characters outside the Basic
        /// Multilingual Plane become decimal character references.
        case kxml
    }

    /// Appends `value` escaped for a double-quoted attribute.
    mutating func appendAttributeValue(_ value: String, dialect: Dialect) {
        var utf8 = value.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            case 9: append("&#9;")
            case 10: append("&#10;")
            case 13: append("&#13;")
            case 0..<32:
                if dialect == .kxml { bytes.append(UInt8(ascii: "?")) }
            case 0xEF:
                // U+FFFE and U+FFFF (EF BF BE / EF BF BF) are illegal in XML.
                let second = utf8.next() ?? 0
                let third = utf8.next() ?? 0
                if second == 0xBF && (third == 0xBE || third == 0xBF) {
                    if dialect == .kxml { bytes.append(UInt8(ascii: "?")) }
                } else {
                    bytes.append(byte)
                    bytes.append(second)
                    bytes.append(third)
                }
            case 0xF0...0xF4 where dialect == .kxml:
                // Four-byte sequence: a code point above U+FFFF.
                let second = UInt32(utf8.next() ?? 0) & 0x3F
                let third = UInt32(utf8.next() ?? 0) & 0x3F
                let fourth = UInt32(utf8.next() ?? 0) & 0x3F
                let scalar = (UInt32(byte) & 0x07) << 18 | second << 12 | third << 6 | fourth
                append("&#\(scalar);")
            default:
                bytes.append(byte)
            }
        }
    }

    /// Appends an element or attribute name, without characters that XML
    /// forbids (WDA deletes them from names too).
    mutating func appendName(_ name: String) {
        for byte in name.utf8 where byte >= 32 || byte == 9 {
            bytes.append(byte)
        }
    }
}
