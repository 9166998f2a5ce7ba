/// How one language writes a string literal, as data: the inspector page
/// reads the same rules from its JSON island (`literal` in inspector-code.js), so
/// the code it offers to copy is escaped exactly as `convert` and `codegen`
/// write it.
///
/// A value is written one Unicode scalar at a time: a backslash is doubled
/// first (so text such as `\u000a` can never turn into an escape, which
/// javac would read even in a literal), then the quote, then ``escapes``,
/// then ``escapedBefore``, then a code-point escape when ``Escaping`` says
/// the character must not stand for itself; anything else stays as it is.
public struct StringLiteralRules: Sendable, Hashable, Encodable {
    /// How a character with no escape of its own is spelt.
    public enum CodePointEscape: String, Sendable, Hashable, Encodable {
        /// `\u0001` for each UTF-16 code unit: Java, Kotlin, C#.
        case utf16
        /// `\u{1}`: Swift.
        case braces
        /// `\x01` up to U+00FF, `\u2028` in the BMP, `\U0001F600` beyond: Python.
        case python
        /// `\x01` up to U+00FF, else `\u2028` per UTF-16 code unit: JavaScript.
        case javaScript
        /// `\x01` up to U+007F, else `\u{2028}`: Ruby, where `\xHH` above
        /// U+007F is one raw byte and would make the string invalid UTF-8.
        case ruby
        /// None: a Robot Framework cell is written as it is.
        case none
    }

    /// Which characters get a code-point escape.
    public enum Escaping: String, Sendable, Hashable, Encodable {
        /// C0 controls and DEL: what `convert` writes into a hand-written
        /// test, where every other character stays as its author typed it.
        case controls
        /// Also every character that does not show itself: format
        /// characters, line and paragraph separators, spaces other than
        /// U+0020, private-use, surrogate and unassigned code points
        /// (`codegen`, and the inspector's snippets).
        case invisible
        /// Everything outside printable ASCII: a generated Java file must
        /// compile whatever encoding javac assumes.
        case nonASCII

        /// Whether `scalar` must be written as an escape.
        public func escapes(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .controls: return scalar.value < 0x20 || scalar.value == 0x7F
            case .invisible: return Self.isInvisible(scalar)
            case .nonASCII: return scalar.value < 0x20 || scalar.value >= 0x7F
            }
        }

        /// Whether a character cannot stand for itself in a literal (or in a
        /// comment) because a reader would not see it.
        public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                return true
            case .spaceSeparator:
                return scalar != " "
            default:
                return false
            }
        }
    }

    /// The quote of the language's plain literal; empty for none (Robot).
    public var quote: String
    /// Characters with an escape of their own, besides the quote and the
    /// backslash: line feed, carriage return and tab in every quoted
    /// language, plus the language's own (`\$` in Kotlin, `\b` in Java).
    public var escapes: [String: String]
    /// Characters escaped only before one of the given characters: Ruby's
    /// `#` starts an interpolation only before `{`, `@` or `$`.
    public var escapedBefore: [String: String]
    /// How any other character that must not stand for itself is spelt.
    public var codePoint: CodePointEscape

    public init(
        quote: String, escapes: [String: String] = [:], escapedBefore: [String: String] = [:],
        codePoint: CodePointEscape
    ) {
        self.quote = quote
        self.escapes = escapes
        self.escapedBefore = escapedBefore
        self.codePoint = codePoint
    }

    /// The escapes every quoted language shares.
    static let common = ["\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// `value` in the plain literal, quotes included.
    public func literal(_ value: String, escaping: Escaping = .controls) -> String {
        quote + body(value, escaping: escaping) + quote
    }

    /// The text between the quotes. `quote` overrides the plain literal's
    /// (a test written with `"` where the language's plain literal is `'`).
    public func body(_ value: String, quote: Character? = nil, escaping: Escaping = .controls) -> String {
        let quote = quote ?? self.quote.first
        let scalars = Array(value.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let character = String(scalar)
            if scalar == "\\" {
                result += "\\\\"
            } else if let quote, Character(scalar) == quote {
                result += "\\" + character
            } else if let escape = escapes[character] {
                result += escape
            } else if let before = escapedBefore[character], index + 1 < scalars.count,
                before.unicodeScalars.contains(scalars[index + 1])
            {
                result += "\\" + character
            } else if codePoint != .none, escaping.escapes(scalar) {
                result += codePointEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func codePointEscape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        let utf16 = String(scalar).utf16.map { "\\u" + Self.hex(UInt32($0), digits: 4) }.joined()
        switch codePoint {
        case .utf16: return utf16
        case .braces: return "\\u{" + Self.hex(value, digits: 1) + "}"
        case .python:
            if value <= 0xFF { return "\\x" + Self.hex(value, digits: 2) }
            return value <= 0xFFFF ? "\\u" + Self.hex(value, digits: 4) : "\\U" + Self.hex(value, digits: 8)
        case .javaScript: return value <= 0xFF ? "\\x" + Self.hex(value, digits: 2) : utf16
        case .ruby: return value <= 0x7F ? "\\x" + Self.hex(value, digits: 2) : "\\u{" + Self.hex(value, digits: 1) + "}"
        case .none: return String(scalar)
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
