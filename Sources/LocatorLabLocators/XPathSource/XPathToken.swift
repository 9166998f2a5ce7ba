/// One token of an XPath 1.0 expression, with where it sits. Produced by
/// ``XPathTokenizer``; enough to find function calls and the starts of
/// location paths without writing a parser.
struct XPathToken: Equatable {
    enum Kind: Equatable {
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

    var kind: Kind
    /// Character offset of the token's first character in the expression.
    var offset: Int
    /// How many `[` … `]` predicates enclose the token.
    var bracketDepth: Int
    /// How many `(` … `)` groups or argument lists enclose the token.
    var parenDepth: Int

    func isSymbol(_ text: String) -> Bool {
        kind == .symbol(text)
    }
}
