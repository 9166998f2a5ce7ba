import Foundation

/// A GitHub-flavoured Markdown table:
///
///     | Locator | Matches |
///     | :--- | ---: |
///     | `//a` | 1 |
///
/// Cell text is escaped (pipes included, also inside code spans, as GFM
/// requires), line breaks become spaces, and `strong` cells are bold.
/// An empty table still renders its header, which GFM needs to see a table.
public struct MarkdownTable: TableRows, Sendable, Equatable {
    public var columns: [TableColumn]
    public var rows: [[TableCell]]

    public init(columns: [TableColumn], rows: [[TableCell]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The table with a final newline.
    public func render() -> String {
        guard !columns.isEmpty else { return "" }
        var lines: [String] = []
        lines.append(line(columns.map { Markdown.escape(flattened($0.header)) }))
        lines.append(line(columns.map { $0.alignment == .right ? "---:" : ":---" }))
        for row in rows {
            lines.append(line(columns.indices.map { index in index < row.count ? cell(row[index]) : "" }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func cell(_ cell: TableCell) -> String {
        let text = flattened(cell.text)
        guard !text.isEmpty else { return "" }
        // `escape` already turns "|" into "\|"; a code span needs it done here.
        var markdown = cell.isCode ? Markdown.code(text).replacingOccurrences(of: "|", with: "\\|") : Markdown.escape(text)
        if cell.emphasis == .strong { markdown = "**" + markdown + "**" }
        return markdown
    }

    private func flattened(_ text: String) -> String {
        text.replacingLineBreaks(with: " ")
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
