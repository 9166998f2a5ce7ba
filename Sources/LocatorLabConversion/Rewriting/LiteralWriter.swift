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
        // A Robot cell is unquoted; a backslash is Robot's escape.
        case .robot: return value.replacingOccurrences(of: "\\", with: "\\\\")
        }
    }

    // MARK: - Java, Kotlin

    /// A Java text block becomes a plain literal: a locator is one line.
    private static func java(_ value: String, kotlin: Bool) -> String {
        let body = escaped(value, quote: "\"", control: { "\\u" + hex($0, digits: 4) }) { scalar, _, _ in
            switch scalar {
            case "\u{8}": "\\b"
            case "\u{C}": "\\f"
            case "$" where kotlin: "\\$"
            default: nil
            }
        }
        return "\"" + body + "\""
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
        let body = escaped(value, quote: "\"", control: { "\\u" + hex($0, digits: 4) }) { scalar, _, _ in
            scalar == "\0" ? "\\0" : nil
        }
        return "\"" + body + "\""
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
        let body = escaped(value, quote: quote, control: { "\\x" + hex($0, digits: 2) }) { _, _, _ in nil }
        return prefix + delimiter + body + delimiter
    }

    // MARK: - JavaScript

    private static func javaScript(_ value: String, like style: LiteralStyle?) -> String {
        let quote = style?.delimiter.first ?? "'"
        let body = escaped(value, quote: quote, control: { "\\x" + hex($0, digits: 2) }) { scalar, previous, _ in
            switch scalar {
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            // `${` would start a substitution; the `$` was written, so escape the brace.
            case "{" where quote == "`" && previous == "$": "\\{"
            default: nil
            }
        }
        return String(quote) + body + String(quote)
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
            // `#{`, `#@` and `#$` would interpolate.
            let body = escaped(value, quote: "\"", control: { "\\x" + hex($0, digits: 2) }) { scalar, _, next in
                scalar == "#" && (next == "{" || next == "@" || next == "$") ? "\\#" : nil
            }
            return "\"" + body + "\""
        }
        return rubySingleQuoted(value)
    }

    /// The body of a double-quoted (or Python/JavaScript single-quoted)
    /// literal: `special` gives a language's own escape for a character (it
    /// sees the characters around it), else the escapes every C-like language
    /// shares (backslash, the quote, line feed, carriage return, tab), else
    /// `control` for the other control characters; anything else stays.
    private static func escaped(
        _ value: String, quote: Character, control: (UInt32) -> String,
        special: (_ scalar: Unicode.Scalar, _ previous: Unicode.Scalar?, _ next: Unicode.Scalar?) -> String?
    ) -> String {
        var result = ""
        let scalars = Array(value.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let replacement = special(scalar, previous, next) {
                result += replacement
                continue
            }
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if Character(scalar) == quote {
                    result += "\\" + String(quote)
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += control(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
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
