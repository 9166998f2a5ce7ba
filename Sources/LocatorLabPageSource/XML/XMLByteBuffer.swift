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
        /// Multilingual Plane become decimal character references; a value
        /// holding `"` is delimited by `'`.
        case kxml
        /// xmldom's `XMLSerializer` (0.1 to 0.6) over WebDriverAgent's text:
        /// only `<`, `&` and `"` are escaped (`replace(/[<&"]/g, …)`), so
        /// `>`, tabs and line breaks are written raw.
        case xmldom
    }

    /// Drops a final line feed (a layout whose last tag ends the file).
    mutating func removeFinalLineFeed() {
        if bytes.last == 10 { bytes.removeLast() }
    }

    /// The character that delimits `value` as an attribute. libxml2 and
    /// xmldom always use `"`. KXmlSerializer uses `'` for a value that holds
    /// a `"` (`attribute()`: `char q = value.indexOf('"') == -1 ? '"' : '\''`,
    /// kxml2 `org/kxml2/io/KXmlSerializer.java`, as Android ships it), so
    /// UiAutomator2 writes `text='Say "hi"'`.
    static func attributeQuote(for value: String, dialect: Dialect) -> UInt8 {
        dialect == .kxml && value.utf8.contains(UInt8(ascii: "\"")) ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    }

    /// Appends `value` delimited by ``attributeQuote(for:dialect:)`` and
    /// escaped for it: the delimiter as `&quot;` or `&apos;` (KXmlSerializer's
    /// `writeEscaped(value, q)` escapes only the quote it chose), the other
    /// quote raw.
    mutating func appendAttribute(_ value: String, dialect: Dialect) {
        let quote = Self.attributeQuote(for: value, dialect: dialect)
        bytes.append(quote)
        appendAttributeValue(value, dialect: dialect, quote: quote)
        bytes.append(quote)
    }

    /// Appends `value` escaped for an attribute delimited by `quote`.
    private mutating func appendAttributeValue(_ value: String, dialect: Dialect, quote: UInt8) {
        var utf8 = value.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">") where dialect != .xmldom: append("&gt;")
            case quote: append(quote == UInt8(ascii: "'") ? "&apos;" : "&quot;")
            case 9: dialect == .xmldom ? bytes.append(byte) : append("&#9;")
            case 10: dialect == .xmldom ? bytes.append(byte) : append("&#10;")
            case 13: dialect == .xmldom ? bytes.append(byte) : append("&#13;")
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

    /// `name` as a well-formed XML name, or `""` when nothing of it is left.
    /// Drivers write names from fixed tables, but a tree read from JSON may
    /// carry any string, and a space, quote or `<` in a name would let it
    /// write attributes or elements of its own. Characters a name cannot hold
    /// are deleted (as WDA deletes XML-illegal ones); a name that cannot start
    /// as it is gets a leading `_`.
    static func xmlName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where isNameCharacter(scalar) {
            scalars.append(scalar)
        }
        guard let first = scalars.first else { return "" }
        if !isNameStartCharacter(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    /// XML 1.0 `NameChar`.
    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x203F...0x2040, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
            0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default:
            false
        }
    }

    /// XML 1.0 `NameStartChar`, for a scalar already known to be a `NameChar`.
    private static func isNameStartCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: false
        default: true
        }
    }
}
