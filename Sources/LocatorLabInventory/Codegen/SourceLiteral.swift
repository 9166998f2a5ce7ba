/// String literals in generated source, escaped so that any identifier text
/// (quotes, backslashes, `$`, braces, line breaks, invisible characters)
/// comes back exactly when the code runs.
enum SourceLiteral {
    /// Whether a character cannot stand for itself inside a literal: controls,
    /// format characters, line and paragraph separators, spaces other than
    /// U+0020, private-use, surrogate and unassigned code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    /// The body of a Swift string literal (no quotes): `\u{…}` escapes.
    static func swift(_ text: String) -> String {
        escaped(text) { scalar in
            needsEscape(scalar) ? "\\u{\(hex(scalar.value, width: 1))}" : nil
        }
    }

    /// The body of a Kotlin string literal: `$` escaped (it starts a
    /// template), `\uXXXX` escapes in UTF-16 code units.
    static func kotlin(_ text: String) -> String {
        escaped(text) { scalar in
            if scalar == "$" { return "\\$" }
            return needsEscape(scalar) ? utf16Escapes(scalar) : nil
        }
    }

    /// The body of a Java string literal, in ASCII only: every other
    /// character is a `\uXXXX` escape, so the file compiles whatever
    /// encoding javac assumes. (A backslash is doubled before anything else,
    /// so text such as `\u000a` cannot turn into a Unicode escape.)
    static func java(_ text: String) -> String {
        escaped(text) { scalar in
            let printableASCII = scalar.value >= 0x20 && scalar.value < 0x7F
            return printableASCII ? nil : utf16Escapes(scalar)
        }
    }

    /// The body of a Python string literal; inside an f-string, braces are
    /// doubled too.
    static func python(_ text: String, inFormatString: Bool = false) -> String {
        escaped(text) { scalar in
            if inFormatString && (scalar == "{" || scalar == "}") { return String(scalar) + String(scalar) }
            guard needsEscape(scalar) else { return nil }
            if scalar.value <= 0xFF { return "\\x" + hex(scalar.value, width: 2) }
            if scalar.value <= 0xFFFF { return "\\u" + hex(scalar.value, width: 4) }
            return "\\U" + hex(scalar.value, width: 8)
        }
    }

    /// The escapes every target language shares (double quote, backslash,
    /// line feed, carriage return, tab); `special` gives a language's own
    /// escape for any other character, or `nil` to write it as it is.
    private static func escaped(_ text: String, special: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let replacement = special(scalar) {
                    result += replacement
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text for a comment line: printable characters only (anything else
    /// becomes `?`), and ASCII only when `asciiOnly` (Java reads `\u` escapes
    /// even in comments, so a backslash is replaced as well).
    static func comment(_ text: String, asciiOnly: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isASCII = scalar.value >= 0x20 && scalar.value < 0x7F
            if needsEscape(scalar) || (asciiOnly && (!isASCII || scalar == "\\")) {
                result += "?"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func utf16Escapes(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { "\\u" + hex(UInt32($0), width: 4) }.joined()
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
