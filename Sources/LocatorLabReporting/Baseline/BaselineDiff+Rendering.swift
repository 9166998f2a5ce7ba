import Foundation

/// The baseline's changes in each report format. A command adds them to
/// its own report: after the text and Markdown, as a section of the HTML
/// page, as one more JUnit suite (regressions fail).
extension BaselineDiff {
    /// A plain-text section (terminal-safe), ending in a newline.
    public func text() -> String {
        var lines = ["Since the baseline: " + TerminalText.sanitized(summaryLine)]
        for change in changes {
            var line = "  \(change.direction.rawValue)  \(change.kind)  "
            if let pageSource = change.pageSource { line += pageSource + ": " }
            line += "\(change.subject): \(change.message)"
            if let value = change.valueText { line += " (\(value))" }
            lines.append(TerminalText.sanitized(line))
        }
        if !addedPageSources.isEmpty {
            lines.append(TerminalText.sanitized("  added page sources: " + addedPageSources.joined(separator: ", ")))
        }
        if !removedPageSources.isEmpty {
            lines.append(TerminalText.sanitized("  removed page sources: " + removedPageSources.joined(separator: ", ")))
        }
        lines += notes.map { TerminalText.sanitized("  note: \($0)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown section with a table of the changes.
    public func markdown() -> String {
        var parts = [Markdown.heading("Since the baseline", level: 3), Markdown.escape(summaryLine) + "\n"]
        if !changes.isEmpty {
            var table = MarkdownTable(columns: [
                TableColumn("Change"), TableColumn("Kind"), TableColumn("Page source"), TableColumn("Subject"),
                TableColumn("What"), TableColumn("Before → after"),
            ])
            for change in changes {
                table.addRow([
                    TableCell(change.direction.rawValue, emphasis: change.direction == .regression ? .strong : .none),
                    TableCell.code(change.kind), change.pageSource.map { TableCell.code($0) } ?? TableCell(""),
                    TableCell.code(change.subject), TableCell(change.message), TableCell(change.valueText ?? ""),
                ])
            }
            parts.append(table.render())
        }
        var items: [String] = []
        if !addedPageSources.isEmpty {
            items.append("added page sources: " + addedPageSources.map(Markdown.code).joined(separator: ", "))
        }
        if !removedPageSources.isEmpty {
            items.append("removed page sources: " + removedPageSources.map(Markdown.code).joined(separator: ", "))
        }
        items += notes.map { "note: " + Markdown.escape($0) }
        if !items.isEmpty { parts.append(Markdown.bulletList(items)) }
        return parts.joined(separator: "\n")
    }

    /// A `<section>` for an HTML report page.
    public func htmlSection() -> String {
        var lines = ["<section id=\"baseline\">", "<h2>Since the baseline</h2>", "<p>\(HTML.escape(summaryLine))</p>"]
        if !changes.isEmpty {
            lines.append("<table>")
            lines.append(
                "<thead><tr><th>Change</th><th>Kind</th><th>Page source</th><th>Subject</th><th>What</th>"
                    + "<th>Before → after</th></tr></thead>")
            lines.append("<tbody>")
            for change in changes {
                let direction =
                    change.direction == .regression
                    ? "<strong>\(change.direction.rawValue)</strong>" : change.direction.rawValue
                lines.append(
                    "<tr><td>\(direction)</td><td><code>\(HTML.escape(change.kind))</code></td>"
                        + "<td><code>\(HTML.escape(change.pageSource ?? ""))</code></td>"
                        + "<td><code>\(HTML.escape(change.subject))</code></td><td>\(HTML.escape(change.message))</td>"
                        + "<td>\(HTML.escape(change.valueText ?? ""))</td></tr>")
            }
            lines += ["</tbody>", "</table>"]
        }
        var items: [String] = []
        if !addedPageSources.isEmpty { items.append("added page sources: " + addedPageSources.joined(separator: ", ")) }
        if !removedPageSources.isEmpty {
            items.append("removed page sources: " + removedPageSources.joined(separator: ", "))
        }
        items += notes.map { "note: \($0)" }
        if !items.isEmpty { lines.append("<ul>" + items.map { "<li>\(HTML.escape($0))</li>" }.joined() + "</ul>") }
        lines.append("</section>")
        return lines.joined(separator: "\n")
    }

    /// `page` (a whole HTML report) with ``htmlSection()`` as the last
    /// section of its `<main>`.
    public func inserted(into page: String) -> String {
        guard let end = page.range(of: "</main>", options: .backwards) else { return page + htmlSection() + "\n" }
        return page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: htmlSection() + "\n")
    }

    /// One JUnit suite, `since baseline`: a failed case per regression, a
    /// passed case per other change, named by page source, kind and subject
    /// (the same names run to run); with no change, one passed case.
    public func junitSuite() -> JUnitReport.Suite {
        var cases = changes.map { change -> JUnitReport.TestCase in
            let name = [change.pageSource, change.kind, change.subject].compactMap { $0 }.joined(separator: " ")
            let message = change.message + (change.valueText.map { " (\($0))" } ?? "")
            guard change.direction == .regression else { return .init(name: name, outcome: .passed) }
            return .init(name: name, outcome: .failed(type: change.kind, message: message, details: message))
        }
        if cases.isEmpty { cases = [.init(name: "no change", outcome: .passed)] }
        return JUnitReport.Suite(name: "since baseline", cases: cases)
    }
}
