// The parts every table renderer shares (`TextTable`, `MarkdownTable` and
// `HTMLDocument.table`): columns with an alignment, cells with an emphasis.

/// A column of a `TextTable`, `MarkdownTable` or HTML table: its header and
/// alignment.
public struct TableColumn: Sendable, Equatable {
    public var header: String
    public var alignment: ColumnAlignment

    public init(_ header: String, alignment: ColumnAlignment = .left) {
        self.header = header
        self.alignment = alignment
    }
}

/// Where a table column puts its text: names read best on the left,
/// numbers on the right so their digits line up.
public enum ColumnAlignment: Sendable, Equatable {
    case left
    case right
}

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

/// A table being filled row by row, whatever it renders to.
public protocol TableRows {
    var rows: [[TableCell]] { get set }
}

extension TableRows {
    /// Appends a row; missing trailing cells are blank, extra cells are dropped.
    public mutating func addRow(_ cells: [TableCell]) {
        rows.append(cells)
    }

    /// Appends a row of plain cells.
    public mutating func addRow(_ cells: [String]) {
        rows.append(cells.map { TableCell($0) })
    }
}
