import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@Suite("HTML")
struct HTMLTests {
    @Test("escape replaces the five markup characters and drops control characters XML forbids")
    func escape() {
        #expect(HTML.escape("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTML.escape("tab\tline\nbell\u{7}") == "tab\tline\nbell\u{FFFD}")
        #expect(HTML.escape("µs ✓") == "µs ✓")
    }

    @Test("the sample page with all chart kinds matches the golden file")
    func golden() throws {
        try Golden.check(SampleReport.page().render(), against: "reporting/sample-report.html")
    }

    @Test("the page is self-contained: no scripts, no external resources")
    func selfContained() {
        let html = SampleReport.page().render()
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        #expect(!html.contains("src="))
        // The only URL is the SVG namespace, which browsers never fetch.
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        ChartTests.assertDrawable(SampleReport.timingChart().render())
    }

    @Test("text in every kind of block is escaped")
    func escapingInBlocks() {
        let hostile = "<img src=x onerror=alert(1)>&"
        var page = HTMLDocument(title: hostile, subtitle: hostile)
        page.section(hostile)
        page.subheading(hostile)
        page.paragraph(hostile)
        page.preformatted(hostile)
        page.list([hostile])
        page.table(columns: [TableColumn(hostile)], rows: [[.code(hostile)], [TableCell(hostile)]], caption: hostile)
        page.figure(svg: "<svg></svg>", caption: hostile)
        let html = page.render()
        #expect(!html.contains("<img"))
        #expect(html.components(separatedBy: "&lt;img src=x onerror=alert(1)&gt;&amp;").count - 1 == 13)
    }

    @Test("sections close before the next one opens and at the end")
    func sections() {
        var page = HTMLDocument(title: "t")
        page.paragraph("intro")
        page.section("A")
        page.paragraph("a")
        page.section("B")
        let html = page.render()
        #expect(html.contains("<p>intro</p>\n<section>\n<h2>A</h2>\n<p>a</p>\n</section>\n<section>\n<h2>B</h2>\n</section>\n</main>"))
    }

    @Test("table cells carry alignment and emphasis classes; missing cells are blank")
    func tableCells() {
        var page = HTMLDocument(title: "t")
        page.table(
            columns: [TableColumn("Name"), TableColumn("Count", alignment: .right)],
            rows: [[TableCell("a", emphasis: .bad), TableCell("3", emphasis: .good)], ["b"]])
        let html = page.render()
        #expect(html.contains("<th>Name</th><th class=\"number\">Count</th>"))
        #expect(html.contains("<tr><td class=\"bad\">a</td><td class=\"number good\">3</td></tr>"))
        #expect(html.contains("<tr><td>b</td><td class=\"number\"></td></tr>"))
    }
}
