/// One token of a test source. Comments and whitespace are not tokens, so a
/// locator inside a comment is never seen.
package struct SourceToken: Sendable {
    package enum Kind: UInt8, Sendable {
        case identifier
        case string
        case number
        /// One byte of punctuation or an operator character.
        case punctuation
        /// A Ruby symbol such as `:xpath` (the colon included).
        case symbol
        /// Anything else that is one unit: a regular expression, a character
        /// literal, a heredoc, a word array.
        case other
    }

    package var kind: Kind
    /// Byte offsets in the UTF-8 text.
    package var start: Int
    package var end: Int
    /// Whether a line break separates this token from the one before.
    package var followsLineBreak: Bool
    /// Whether whitespace (or a comment) separates it from the one before.
    package var followsSpace: Bool
    /// The literal, for `.string` tokens.
    package var literal: StringLiteral?

    package var range: Range<Int> { start..<end }
}

/// A string literal found in a test source, decoded by its language's rules.
package struct StringLiteral: Sendable, Hashable {
    /// The text the literal stands for at run time, or `nil` when it
    /// interpolates values (`f"{x}"`, `` `${x}` ``, `"#{x}"`, `$"{x}"`).
    package var value: String?
    /// The decoded text before the first interpolation: all of it when
    /// there is none. Tells whether a dynamic selector is an XPath.
    package var staticPrefix: String
    package var style: LiteralStyle
    /// For an interpolated literal: its text and the expressions between,
    /// in order (what a project helper's `f"//*[@text='{t}']"` is built of).
    package var pieces: [LiteralPiece] = []

    package var isInterpolated: Bool { value == nil }
}

/// A piece of an interpolated literal.
package enum LiteralPiece: Sendable, Hashable {
    /// Decoded text.
    case text(String)
    /// The byte range of an interpolated expression (`t` in `{t}`, `${t}`,
    /// `#{t}`, Kotlin's `$t`).
    case expression(Range<Int>)
    /// Something only known at run time that is no expression (a Python
    /// escape that cannot be decoded).
    case unknown
}

/// How a string literal was written, so a replacement can be written the same
/// way: `r'…'` stays raw and single-quoted, `@"…"` stays verbatim.
package struct LiteralStyle: Sendable, Hashable {
    /// What comes before the opening delimiter, as written: `r`, `f`, `@`,
    /// `$`, `%q`; empty for none.
    package var prefix: String
    /// The opening delimiter: `"`, `'`, `"""`, `'''`, `` ` ``, or the
    /// bracket of a Ruby `%q(…)` literal.
    package var delimiter: String

    package init(prefix: String, delimiter: String) {
        self.prefix = prefix
        self.delimiter = delimiter
    }
}
