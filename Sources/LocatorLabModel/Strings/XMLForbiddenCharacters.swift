/// Characters XML 1.0 cannot carry (outside `#x9 | #xA | #xD |
/// [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`). A page source read
/// from XML never holds them; a tree read from JSON or a debugDescription
/// dump, or built in Swift, may, and the drivers clean them out of their
/// query documents. The string table notes whether it holds any, so that
/// the common case compares interned IDs instead of cleaned text.
public enum XMLForbiddenCharacters {
    /// A byte scan of UTF-8: every forbidden scalar is either a C0 control
    /// byte or U+FFFE/U+FFFF (`EF BF BE`, `EF BF BF`); surrogates cannot
    /// occur in valid UTF-8.
    public static func occur(in utf8: UnsafeRawBufferPointer) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
            if (byte == 0xBE || byte == 0xBF) && previous == (0xEF, 0xBF) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Whether XML 1.0 allows `scalar`.
    public static func allows(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
