/// What a table cell means for the reader, so each output can show it its
/// own way: ANSI colour in a terminal, a CSS class in HTML, bold in Markdown
/// (`strong` only; GitHub comments have no colours).
public enum CellEmphasis: String, Sendable, Equatable {
    case none
    /// A result that is fine (green).
    case good
    /// A result that needs fixing (red).
    case bad
    /// A result worth a look (yellow).
    case warning
    /// Secondary detail (dim).
    case muted
    /// Stands out without judging (bold).
    case strong
}
