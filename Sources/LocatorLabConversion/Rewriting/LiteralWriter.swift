import LocatorLabLocators
import LocatorLabTestSources

/// Writes a string as a literal of a test's language, in the style of the
/// literal it replaces where that style can hold the value: `'…'` stays
/// `'…'`, `r"…"` stays raw, `@"…"` stays verbatim. Styles that cannot hold
/// the value (or that only make sense with interpolation: `f`, `$`) fall
/// back to the language's plain literal with the same quote. The escapes
/// themselves are the client table's (``StringLiteralRules``); this file
/// only knows the literal forms a test author may have chosen.
enum LiteralWriter {
    static func literal(_ value: String, language: SourceLanguage, like style: LiteralStyle?) -> String {
        let client = language.client
        switch client {
        case .kotlin: return kotlin(value, like: style)
        case .csharp: return csharp(value, like: style)
        case .python: return python(value, like: style)
        case .javascript: return javaScript(value, like: style)
        case .ruby: return ruby(value, like: style)
        // A Java text block becomes a plain literal: a locator is one line.
        case .java, .robot, .swift: return client.literalRules.literal(value)
        }
    }

    // MARK: - Kotlin

    private static func kotlin(_ value: String, like style: LiteralStyle?) -> String {
        // A raw `"""…"""` has no escapes at all, so it keeps only what it can hold.
        if style?.delimiter == "\"\"\"", !value.contains("\"\"\""), !value.contains("$"), !value.hasSuffix("\""),
            !value.contains(where: \.isNewline)
        {
            return "\"\"\"" + value + "\"\"\""
        }
        return ClientLanguage.kotlin.literalRules.literal(value)
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
        return ClientLanguage.csharp.literalRules.literal(value)
    }

    // MARK: - Python

    /// Without a style to follow, `'…'`: the quote Python's own `repr` uses.
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
        return prefix + delimiter + ClientLanguage.python.literalRules.body(value, quote: quote) + delimiter
    }

    // MARK: - JavaScript

    private static func javaScript(_ value: String, like style: LiteralStyle?) -> String {
        var rules = ClientLanguage.javascript.literalRules
        let quote = style?.delimiter.first ?? Character(rules.quote)
        // In a template literal `${` would start a substitution.
        if quote == "`" { rules.escapedBefore["$"] = "{" }
        return String(quote) + rules.body(value, quote: quote) + String(quote)
    }

    // MARK: - Ruby

    /// Without a style to follow, `'…'`: RuboCop's default (Style/StringLiterals).
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
            return ClientLanguage.ruby.literalRules.literal(value)
        }
        return rubySingleQuoted(value)
    }

    /// In `'…'` only `\\` and `\'` are escapes; everything else is literal.
    private static func rubySingleQuoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

extension SourceLanguage {
    /// The client table's language: TypeScript writes locators as JavaScript does.
    var client: ClientLanguage {
        switch self {
        case .java: .java
        case .kotlin: .kotlin
        case .python: .python
        case .javascript, .typescript: .javascript
        case .ruby: .ruby
        case .csharp: .csharp
        case .robot: .robot
        case .swift: .swift
        }
    }
}
