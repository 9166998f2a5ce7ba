/// Characters XML 1.0 forbids (outside `#x9 | #xA | #xD | [#x20-#xD7FF] |
/// [#xE000-#xFFFD] | [#x10000-#x10FFFF]`) cannot reach a driver's query
/// document: WebDriverAgent deletes them (`NSString+FBXMLSafeString`),
/// UiAutomator2 replaces each with `?` (`XMLHelpers.toSafeString`). A tree
/// built in Swift may still carry them, so the query documents apply the
/// platform's rule.
enum XMLSafeText {
    /// What to do with a forbidden character.
    enum Rule {
        /// WebDriverAgent: drop it.
        case delete
        /// UiAutomator2: write `?` instead.
        case replaceWithQuestionMark
    }

    static func clean(_ text: String, rule: Rule) -> String {
        guard containsForbidden(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
            } else if rule == .replaceWithQuestionMark {
                result.append("?")
            }
        }
        return String(result)
    }

    /// A byte scan: every forbidden scalar is either a C0 control byte or
    /// U+FFFE/U+FFFF (`EF BF BE`, `EF BF BF`), so the common case never
    /// decodes the string.
    static func containsForbidden(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { containsForbidden($0) }
    }

    /// ``containsForbidden(_:)-(String)`` on UTF-8 bytes.
    static func containsForbidden(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
            if (byte == 0xBE || byte == 0xBF) && previous == (0xEF, 0xBF) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
