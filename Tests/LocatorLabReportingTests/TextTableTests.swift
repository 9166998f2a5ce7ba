import LocatorLabReporting
import Testing

@Suite("TextTable")
struct TextTableTests {
    static func sample() -> TextTable {
        var table = TextTable(columns: [
            TableColumn("STRATEGY"), TableColumn("MATCHES", alignment: .right), TableColumn("MEDIAN", alignment: .right),
            TableColumn("NOTE"),
        ])
        table.addRow([
            TableCell("xpath"), TableCell("1", emphasis: .good), TableCell("12.3 µs"), TableCell(""),
        ])
        table.addRow([
            TableCell("accessibility id"), TableCell("0", emphasis: .bad), TableCell("850 ns"),
            TableCell("not found", emphasis: .warning),
        ])
        table.addRow(["Überschrift ✓", "12", "4.56 ms"])
        return table
    }

    @Test("plain rendering matches the golden file")
    func plainGolden() throws {
        try Golden.check(Self.sample().render(), against: "reporting/text-table.txt")
    }

    @Test("coloured rendering matches the golden file and only adds escape codes")
    func colourGolden() throws {
        let coloured = Self.sample().render(colour: true)
        try Golden.check(coloured, against: "reporting/text-table-colour.txt")
        #expect(coloured.contains("\u{1B}[1mSTRATEGY\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m0\u{1B}[0m"))
        let stripped = coloured.replacing(/\x{1B}\[[0-9]+m/, with: "")
        #expect(stripped == Self.sample().render())
    }

    @Test("no line ends in a space, even with blank trailing cells")
    func noTrailingSpaces() {
        var table = TextTable(columns: [TableColumn("A"), TableColumn("LONG HEADER")])
        table.addRow(["value"])
        table.addRow(["x", ""])
        for colour in [false, true] {
            for line in table.render(colour: colour).split(separator: "\n") {
                #expect(!line.hasSuffix(" "), "\(line)")
            }
        }
        #expect(table.render() == "A      LONG HEADER\n-----  -----------\nvalue\nx\n")
    }

    @Test("widths count graphemes, so accented and combined characters line up")
    func graphemeWidths() {
        var table = TextTable(columns: [TableColumn("NAME"), TableColumn("N", alignment: .right)])
        table.addRow(["e\u{301}te\u{301}", "1"])  // "été" with combining accents: 3 graphemes
        table.addRow(["abc", "22"])
        #expect(table.render() == "NAME   N\n----  --\ne\u{301}te\u{301}    1\nabc   22\n")
    }

    @Test("control characters in cells are shown escaped instead of reaching the terminal")
    func controlCharacters() {
        var table = TextTable(columns: [TableColumn("VALUE")])
        table.addRow(["a\nb\u{1B}[31mred\tc"])
        let text = table.render(colour: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("a\\nb\\u{1B}[31mred\\tc"))
        #expect(text.split(separator: "\n").count == 3)
    }
}
