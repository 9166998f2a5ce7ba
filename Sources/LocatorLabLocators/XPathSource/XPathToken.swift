/// One token of an XPath 1.0 expression, with where it sits. Produced by
/// ``XPathTokenizer`` and read into an ``XPathSyntax``.
public struct XPathToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An NCName or QName (`XCUIElementTypeButton`, `fn:matches`,
        /// `prefix:*`), or an operator name (`and`, `or`, `div`, `mod`).
        case name(String)
        /// `*`: a name test or the multiply operator, depending on position.
        case star
        case literal
        /// Digits and points, as written (`2`, `.5`).
        case number(String)
        /// `$name`.
        case variable
        /// Punctuation and operators: `/ // ( ) [ ] @ , | + - = != < <= > >= . .. ::`.
        case symbol(String)
    }

    public var kind: Kind
    /// Character offset of the token's first character in the expression.
    public var offset: Int
    /// Character offset just past the token's last character.
    public var end: Int
    /// Whether whitespace comes between the previous token (or the start)
    /// and this one: readers that follow libxml2 closely care where it is.
    public var followsWhitespace: Bool
    /// How many `[` … `]` predicates enclose the token.
    public var bracketDepth: Int
    /// How many `(` … `)` groups or argument lists enclose the token.
    public var parenDepth: Int

    public func isSymbol(_ text: String) -> Bool {
        kind == .symbol(text)
    }
}
