/// One token of a test source. Comments and whitespace are not tokens, so a
/// locator inside a comment is never seen.
struct SourceToken: Sendable {
    enum Kind: UInt8, Sendable {
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

    var kind: Kind
    /// Byte offsets in the UTF-8 text.
    var start: Int
    var end: Int
    /// Whether a line break separates this token from the one before.
    var followsLineBreak: Bool
    /// Whether whitespace (or a comment) separates it from the one before.
    var followsSpace: Bool
    /// The literal, for `.string` tokens.
    var literal: StringLiteral?

    var range: Range<Int> { start..<end }
}
