import LocatorLabModel

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

    /// Whether `text` holds a forbidden character (a byte scan, see
    /// ``XMLForbiddenCharacters``).
    static func containsForbidden(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { containsForbidden($0) }
    }

    /// ``containsForbidden(_:)-(String)`` on UTF-8 bytes.
    static func containsForbidden(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        XMLForbiddenCharacters.occur(in: UnsafeRawBufferPointer(utf8))
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        XMLForbiddenCharacters.allows(scalar)
    }
}
