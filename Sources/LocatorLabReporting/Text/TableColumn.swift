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
