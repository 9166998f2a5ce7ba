/// Whether a string can be an XML element or attribute name (XML 1.0
/// §2.3 `Name`), so that a tree read from JSON writes as XML that reads
/// back. ASCII follows the production exactly; a character outside ASCII
/// counts as a name character, which covers every real page source
/// (localized class names do not occur) at the price of letting a few
/// symbols through.
enum XMLName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard isStart(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isStart($0) || isContinuation($0) }
    }

    private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "_", ":": true
        default: !scalar.isASCII
        }
    }

    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "-", ".": true
        default: false
        }
    }
}

extension XMLName {
    /// ``isValid(_:)`` on UTF-8 bytes, without making a string: a byte of
    /// 0x80 or more belongs to a character outside ASCII, which counts as a
    /// name character.
    static func isValid(utf8 name: UnsafeRawBufferPointer) -> Bool {
        guard let first = name.first else { return false }
        guard isStartByte(first) else { return false }
        return name.dropFirst().allSatisfy { isStartByte($0) || isContinuationByte($0) }
    }

    private static func isStartByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            true
        default: false
        }
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }
}
