/// A string literal found in a test source, decoded by its language's rules.
struct StringLiteral: Sendable, Hashable {
    /// The text the literal stands for at run time, or `nil` when it
    /// interpolates values (`f"{x}"`, `` `${x}` ``, `"#{x}"`, `$"{x}"`).
    var value: String?
    /// The decoded text before the first interpolation: all of it when
    /// there is none. Tells whether a dynamic selector is an XPath.
    var staticPrefix: String
    var style: LiteralStyle

    var isInterpolated: Bool { value == nil }
}
