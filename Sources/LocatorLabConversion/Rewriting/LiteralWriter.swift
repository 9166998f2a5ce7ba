/// Writes a string as a literal of a test's language, in the style of the
/// literal it replaces where that style can hold the value: `'…'` stays
/// `'…'`, `r"…"` stays raw, `@"…"` stays verbatim. Styles that cannot hold
/// the value (or that only make sense with interpolation: `f`, `$`) fall
/// back to the language's plain literal with the same quote.
enum LiteralWriter {
    static func literal(_ value: String, language: SourceLanguage, like style: LiteralStyle?) -> String {
        switch language {
        case .java: return java(value, kotlin: false)
        case .kotlin: return kotlin(value, like: style)
        case .csharp: return csharp(value, like: style)
        case .python: return python(value, like: style)
        case .javascript, .typescript: return javaScript(value, like: style)
        case .ruby: return ruby(value, like: style)
        }
    }

    // MARK: - Java, Kotlin

    /// A Java text block becomes a plain literal: a locator is one line.
    private static func java(_ value: String, kotlin: Bool) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case "$" where kotlin: result += "\\$"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func kotlin(_ value: String, like style: LiteralStyle?) -> String {
        if style?.delimiter == "\"\"\"", !value.contains("\"\"\""), !value.contains("$"), !value.hasSuffix("\""),
            !value.contains(where: \.isNewline)
        {
            return "\"\"\"" + value + "\"\"\""
        }
        return java(value, kotlin: true)
    }

    // MARK: - C#

    private static func csharp(_ value: String, like style: LiteralStyle?) -> String {
        let prefix = style?.prefix ?? ""
        let delimiter = style?.delimiter ?? "\""
        if delimiter.count >= 3, !value.contains(where: \.isNewline), !value.hasPrefix("\""), !value.hasSuffix("\""),
            !value.isEmpty
        {
            // A raw literal needs more quotes than any run inside it.
            var longest = 0
            var run = 0
            for character in value {
                run = character == "\"" ? run + 1 : 0
                longest = max(longest, run)
            }
            let quotes = String(repeating: "\"", count: max(3, longest + 1))
            return quotes + value + quotes
        }
        if prefix.contains("@") {
            return "@\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: - Python

    private static func python(_ value: String, like style: LiteralStyle?) -> String {
        let delimiter = style?.delimiter ?? "'"
        let quote = delimiter.first ?? "'"
        let triple = delimiter.count == 3
        // `f`/`t` only matter with replacement fields, `b` would make bytes.
        let kept = (style?.prefix ?? "").filter { "rRuU".contains($0) }
        let raw = kept.contains { $0 == "r" || $0 == "R" }
        if raw {
            let endsWithOddBackslashes = value.reversed().prefix { $0 == "\\" }.count % 2 == 1
            let holdsQuote =
                triple
                ? value.contains(String(repeating: quote, count: 3)) || value.hasSuffix(String(quote))
                : value.contains(quote)
            if !endsWithOddBackslashes, !holdsQuote, triple || !value.contains(where: \.isNewline) {
                return kept + delimiter + value + delimiter
            }
        }
        let prefix = kept.filter { $0 == "u" || $0 == "U" }
        var result = prefix + delimiter
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if Character(scalar) == quote {
                    result += "\\" + String(quote)
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + hex(scalar.value, digits: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + delimiter
    }

    // MARK: - JavaScript

    private static func javaScript(_ value: String, like style: LiteralStyle?) -> String {
        let quote = style?.delimiter.first ?? "'"
        var result = String(quote)
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case "{" where quote == "`" && previous == "$":
                // `${` would start a substitution; the `$` was written, so escape the brace.
                result += "\\{"
            default:
                if Character(scalar) == quote {
                    result += "\\" + String(quote)
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + hex(scalar.value, digits: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + String(quote)
    }

    // MARK: - Ruby

    private static func ruby(_ value: String, like style: LiteralStyle?) -> String {
        let prefix = style?.prefix ?? ""
        let delimiter = style?.delimiter ?? "'"
        if prefix.hasPrefix("%"), let open = delimiter.first {
            let close: Character = ["(": ")", "[": "]", "{": "}", "<": ">"][open] ?? open
            let interpolating = prefix != "%q"
            if !value.contains(open), !value.contains(close), !value.contains("\\"),
                !value.contains(where: \.isNewline),
                !interpolating || !value.contains("#")
            {
                return prefix + String(open) + value + String(close)
            }
            return rubySingleQuoted(value)
        }
        if delimiter == "\"" {
            var result = "\""
            var characters = value.unicodeScalars.makeIterator()
            var pending = characters.next()
            while let scalar = pending {
                let next = characters.next()
                switch scalar {
                case "\\": result += "\\\\"
                case "\"": result += "\\\""
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "#" where next == "{" || next == "@" || next == "$": result += "\\#"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        result += "\\x" + hex(scalar.value, digits: 2)
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
                pending = next
            }
            return result + "\""
        }
        return rubySingleQuoted(value)
    }

    /// In `'…'` only `\\` and `\'` are escapes; everything else is literal.
    private static func rubySingleQuoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
