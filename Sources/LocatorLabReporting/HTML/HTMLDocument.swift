/// One self-contained HTML report page: inline CSS, no scripts, no external
/// resources, light and dark colour schemes. Content is added in reading
/// order; all text is escaped.
///
///     var page = HTMLDocument(title: "Locator comparison", subtitle: "12 locators on 3 screens")
///     page.section("Timing")
///     page.paragraph("Median of 25 runs.")
///     page.figure(svg: chart.render(), caption: "Log scale")
///     page.table(columns: [TableColumn("Locator"), TableColumn("Time", alignment: .right)], rows: rows)
///     let bytes = page.bytes()
public struct HTMLDocument: Sendable, Equatable {
    public var title: String
    public var subtitle: String?
    /// Whether the page starts with a table of contents linking to every
    /// section and anchored heading (long reports: a suite's comparison).
    public var tableOfContents = false
    private var blocks: [HTMLBlock] = []

    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    /// Starts a new section with an `<h2>` heading; what follows belongs to it.
    public mutating func section(_ title: String) {
        blocks.append(.section(title: title))
    }

    /// An `<h3>` heading inside the current section; with `anchor`, it gets
    /// that `id` and an entry in the table of contents.
    public mutating func subheading(_ text: String, anchor: String? = nil) {
        if let anchor {
            blocks.append(.anchoredHeading(text: text, anchor: anchor))
        } else {
            blocks.append(.markup("<h3>\(HTML.escape(text))</h3>"))
        }
    }

    /// A paragraph, optionally coloured by meaning.
    public mutating func paragraph(_ text: String, emphasis: CellEmphasis = .none) {
        blocks.append(.markup("<p\(Self.classAttribute(emphasis))>\(HTML.escape(text))</p>"))
    }

    /// Preformatted text (command output, page-source excerpts, diffs).
    public mutating func preformatted(_ text: String) {
        blocks.append(.markup("<pre><code>\(HTML.escape(text))</code></pre>"))
    }

    /// A bulleted list of plain-text items.
    public mutating func list(_ items: [String]) {
        guard !items.isEmpty else { return }
        let entries = items.map { "<li>\(HTML.escape($0))</li>" }.joined(separator: "\n")
        blocks.append(.markup("<ul>\n\(entries)\n</ul>"))
    }

    /// Short code (rule ids, identifiers) never breaks inside a word; long
    /// code (element paths) may break anywhere rather than widen the page.
    static func codeMarkup(_ text: String) -> String {
        text.count <= shortCodeLength
            ? "<code class=\"short\">\(HTML.escape(text))</code>"
            : "<code>\(HTML.escape(text))</code>"
    }

    static let shortCodeLength = 32

    /// A table; right-aligned columns use tabular figures, `code` cells are
    /// monospaced, emphasis becomes a colour. Wide tables scroll sideways.
    /// With `widths` (a CSS length per column) the table fills the page and
    /// its columns keep those widths, however long a cell: in the automatic
    /// layout, long paths that may wrap anywhere let a column shrink to a few
    /// characters while a prose column took the rest.
    public mutating func table(
        columns: [TableColumn], rows: [[TableCell]], caption: String? = nil, widths: [String]? = nil
    ) {
        var lines = ["<div class=\"table-scroll\">", widths == nil ? "<table>" : "<table class=\"fixed\">"]
        if let caption { lines.append("<caption>\(HTML.escape(caption))</caption>") }
        if let widths {
            let cols = widths.map { "<col style=\"width: \(HTML.escape($0))\">" }
            lines.append("<colgroup>\(cols.joined())</colgroup>")
        }
        let headers = columns.map { "<th\($0.alignment == .right ? " class=\"number\"" : "")>\(HTML.escape($0.header))</th>" }
        lines.append("<thead><tr>\(headers.joined())</tr></thead>")
        lines.append("<tbody>")
        for row in rows {
            let cells = columns.indices.map { index -> String in
                let cell = index < row.count ? row[index] : TableCell("")
                var classes: [String] = []
                if columns[index].alignment == .right { classes.append("number") }
                if cell.emphasis != .none { classes.append(cell.emphasis.rawValue) }
                let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                let content = cell.isCode && !cell.text.isEmpty ? Self.codeMarkup(cell.text) : HTML.escape(cell.text)
                return "<td\(attribute)>\(content)</td>"
            }
            lines.append("<tr>\(cells.joined())</tr>")
        }
        lines += ["</tbody>", "</table>", "</div>"]
        blocks.append(.markup(lines.joined(separator: "\n")))
    }

    /// A figure holding `svg`, which must be markup from `SVGBarChart` or
    /// `SVGLineChart` (it is inserted as is), with an optional caption.
    public mutating func figure(svg: String, caption: String? = nil) {
        var markup = "<figure>\n" + svg.trimmingTrailingNewlines()
        if let caption { markup += "\n<figcaption>\(HTML.escape(caption))</figcaption>" }
        blocks.append(.markup(markup + "\n</figure>"))
    }

    /// The page as UTF-8 text ending in a newline.
    public func render() -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"color-scheme\" content=\"light dark\">",
            "<title>\(HTML.escape(title))</title>",
            "<style>",
            HTMLStyleSheet.css,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(HTML.escape(title))</h1>",
        ]
        if let subtitle { lines.append("<p class=\"subtitle\">\(HTML.escape(subtitle))</p>") }
        lines.append("</header>")
        if tableOfContents { lines += contents() }
        lines.append("<main>")
        var sectionOpen = false
        var sectionNumber = 0
        for block in blocks {
            switch block {
            case .section(let title):
                if sectionOpen { lines.append("</section>") }
                sectionNumber += 1
                lines.append("<section>")
                lines.append(
                    tableOfContents
                        ? "<h2 id=\"section-\(sectionNumber)\">\(HTML.escape(title))</h2>" : "<h2>\(HTML.escape(title))</h2>")
                sectionOpen = true
            case .anchoredHeading(let text, let anchor):
                lines.append("<h3 id=\"\(HTML.escape(anchor))\">\(HTML.escape(text))</h3>")
            case .markup(let markup):
                lines.append(markup)
            }
        }
        if sectionOpen { lines.append("</section>") }
        lines += ["</main>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table of contents: each section, with its anchored headings.
    private func contents() -> [String] {
        var lines = ["<nav class=\"contents\">", "<ul>"]
        var sectionNumber = 0
        var nested: [String] = []
        func closeSection() {
            guard sectionNumber > 0 else { return }
            if !nested.isEmpty { lines.append("<ul>\n" + nested.joined(separator: "\n") + "\n</ul>") }
            lines.append("</li>")
            nested = []
        }
        for block in blocks {
            switch block {
            case .section(let title):
                closeSection()
                sectionNumber += 1
                lines.append("<li><a href=\"#section-\(sectionNumber)\">\(HTML.escape(title))</a>")
            case .anchoredHeading(let text, let anchor):
                nested.append("<li><a href=\"#\(HTML.escape(anchor))\">\(HTML.escape(text))</a></li>")
            case .markup:
                break
            }
        }
        closeSection()
        lines += ["</ul>", "</nav>"]
        return lines
    }

    /// `render()` as bytes, for `FileReplacement.write(_:to:)`.
    public func bytes() -> [UInt8] {
        Array(render().utf8)
    }

    private static func classAttribute(_ emphasis: CellEmphasis) -> String {
        emphasis == .none ? "" : " class=\"\(emphasis.rawValue)\""
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}

/// One piece of an `HTMLDocument`, already rendered to markup.
enum HTMLBlock: Sendable, Equatable {
    /// Starts a `<section>` (closing the previous one) with an `<h2>`.
    case section(title: String)
    /// An `<h3>` with an `id`, listed in the table of contents.
    case anchoredHeading(text: String, anchor: String)
    case markup(String)
}
