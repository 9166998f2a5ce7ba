/// An aligned plain-text table for terminals:
///
///     LOCATOR  MATCHES  TIME
///     -------  -------  -------
///     //a            1  12.3 µs
///
/// Columns are separated by two spaces and sized by grapheme count (East Asian
/// wide characters count as one). Lines never end in spaces. Control
/// characters in cells are shown escaped (`\n`, `\u{1B}`), so untrusted text
/// cannot break the layout or send terminal escape sequences.
public struct TextTable: TableRows, Sendable, Equatable {
    public var columns: [TableColumn]
    public var rows: [[TableCell]]

    public init(columns: [TableColumn], rows: [[TableCell]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines joined by "\n", with a final newline. With
    /// `colour`, the header is bold and cells carry their emphasis colour;
    /// the layout is the same either way.
    public func render(colour: Bool = false) -> String {
        guard !columns.isEmpty else { return "" }
        let header = columns.map { TerminalText.sanitized($0.header) }
        let body = rows.map { row in
            columns.indices.map { index in
                index < row.count
                    ? TableCell(TerminalText.sanitized(row[index].text), emphasis: row[index].emphasis)
                    : TableCell("")
            }
        }
        var widths = header.map(\.count)
        for row in body {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.text.count) }
        }
        var lines: [String] = []
        lines.append(line(header.map { TableCell($0) }, widths: widths, colour: colour, isHeader: true))
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in body {
            lines.append(line(row, widths: widths, colour: colour, isHeader: false))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [TableCell], widths: [Int], colour: Bool, isHeader: Bool) -> String {
        var pieces: [String] = []
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: widths[index] - cell.text.count)
            let style = colour ? (isHeader ? ANSIStyle.bold : ANSIStyle.start(for: cell.emphasis)) : nil
            let text = ANSIStyle.styled(cell.text, style)
            pieces.append(columns[index].alignment == .right ? padding + text : text + padding)
        }
        var line = pieces.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
