/// One cell of a table: plain text (never markup; each renderer escapes it)
/// with an optional emphasis. `code` cells hold source text such as a
/// locator, shown as a code span in Markdown and `<code>` in HTML.
public struct TableCell: Sendable, Equatable, ExpressibleByStringLiteral {
    public var text: String
    public var emphasis: CellEmphasis
    public var isCode: Bool

    public init(_ text: String, emphasis: CellEmphasis = .none, isCode: Bool = false) {
        self.text = text
        self.emphasis = emphasis
        self.isCode = isCode
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A cell holding source text (a locator, an identifier, a file path).
    public static func code(_ text: String, emphasis: CellEmphasis = .none) -> TableCell {
        TableCell(text, emphasis: emphasis, isCode: true)
    }
}
