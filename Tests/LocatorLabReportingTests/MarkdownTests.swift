import LocatorLabReporting
import Testing

@Suite("Markdown")
struct MarkdownTests {
    @Test("escape backslash-escapes characters that would become markup")
    func escapeInline() {
        #expect(Markdown.escape("a|b `c` *d* _e_ <f> [g](h) ~i~ &amp; #1 !") == ##"a\|b \`c\` \*d\* \_e\_ \<f\> \[g\](h) \~i\~ \&amp; \#1 \!"##)
        #expect(Markdown.escape("plain text, 3.5") == "plain text, 3.5")
        #expect(Markdown.escape(#"back\slash"#) == #"back\\slash"#)
    }

    @Test("escape keeps lines from starting lists, headings or rules")
    func escapeLineStarts() {
        #expect(Markdown.escape("- item") == #"\- item"#)
        #expect(Markdown.escape("1. first\n  2) second") == "1\\. first\n  2\\) second")
        #expect(Markdown.escape("+ x\n= y") == "\\+ x\n\\= y")
        #expect(Markdown.escape("a - b") == "a - b")
    }

    @Test(
        "code spans survive backticks and edge spaces in their content",
        arguments: [
            ("//a[@name='x']", "`//a[@name='x']`"),
            ("a`b", "``a`b``"),
            ("``x```y", "```` ``x```y ````"),
            ("`start", "`` `start ``"),
            ("end`", "`` end` ``"),
            (" padded ", "`  padded  `"),
            ("two\nlines", "`two lines`"),
        ])
    func codeSpans(text: String, expected: String) {
        #expect(Markdown.code(text) == expected)
    }

    @Test("fenced code blocks use a fence longer than any backtick run inside")
    func codeBlocks() {
        #expect(Markdown.codeBlock("let a = 1", language: "swift") == "```swift\nlet a = 1\n```\n")
        #expect(Markdown.codeBlock("````\nx\n") == "`````\n````\nx\n`````\n")
    }

    @Test("headings and bullet lists")
    func blocks() {
        #expect(Markdown.heading("Broken *locators*", level: 3) == "### Broken \\*locators\\*\n")
        #expect(Markdown.heading("x", level: 9) == "###### x\n")
        #expect(Markdown.heading("two\nlines") == "## two lines\n")
        #expect(Markdown.bulletList(["a", "b\ncontinued"]) == "- a\n- b\n  continued\n")
        #expect(Markdown.bulletList([]) == "")
    }

    @Test("details wraps a collapsible body with an escaped summary")
    func details() {
        #expect(
            Markdown.details(summary: "3 <issues>", "- a\n")
                == "<details>\n<summary>3 &lt;issues&gt;</summary>\n\n- a\n\n</details>\n")
    }
}

@Suite("MarkdownTable")
struct MarkdownTableTests {
    @Test("rendering matches the golden file, escaping cells and pipes inside code spans")
    func golden() throws {
        var table = MarkdownTable(columns: [
            TableColumn("Locator"), TableColumn("Strategy"), TableColumn("Matches", alignment: .right),
        ])
        table.addRow([.code("//a[@name='x|y']"), "xpath", TableCell("0", emphasis: .strong)])
        table.addRow([.code("a`b"), "accessibility id", "1"])
        table.addRow(["*not* code | <b>", "two\nlines"])
        try Golden.check(table.render(), against: "reporting/markdown-table.md")
    }

    @Test("an empty table keeps its header and separator so GitHub still shows a table")
    func empty() {
        let table = MarkdownTable(columns: [TableColumn("A"), TableColumn("B", alignment: .right)])
        #expect(table.render() == "| A | B |\n| :--- | ---: |\n")
    }
}
