/// One token of an XPath 1.0 expression, with where it sits. Produced by
/// ``XPathTokenizer``; enough to find function calls and the starts of
/// location paths without writing a parser.
public struct XPathToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An NCName or QName (`XCUIElementTypeButton`, `fn:matches`,
        /// `prefix:*`), or an operator name (`and`, `or`, `div`, `mod`).
        case name(String)
        /// `*`: a name test or the multiply operator, depending on position.
        case star
        case literal
        case number
        /// `$name`.
        case variable
        /// Punctuation and operators: `/ // ( ) [ ] @ , | + - = != < <= > >= . .. ::`.
        case symbol(String)
    }

    public var kind: Kind
    /// Character offset of the token's first character in the expression.
    public var offset: Int
    /// How many `[` … `]` predicates enclose the token.
    public var bracketDepth: Int
    /// How many `(` … `)` groups or argument lists enclose the token.
    public var parenDepth: Int

    public func isSymbol(_ text: String) -> Bool {
        kind == .symbol(text)
    }
}
