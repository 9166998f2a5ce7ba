import LocatorLabReporting

extension AuditReport {
    /// GitHub-flavoured Markdown for a pull-request comment or job summary:
    /// the summary, coverage tables, then the findings in a table.
    public func markdown() -> String {
        var parts: [String] = [Markdown.heading("Identifier audit", level: 2)]
        parts.append(Markdown.escape(summaryLine) + "\n")
        if let gate = gateLine { parts.append("**" + Markdown.escape(gate) + "**\n") }
        parts.append(Markdown.heading("Coverage by page source", level: 3))
        parts.append(
            coverageTable(
                rows: coverage.pageSources.map { (TableCell.code($0.pageSource), $0.coverage) }, title: "Page source"))
        parts.append(Markdown.heading("Coverage by branch", level: 3))
        parts.append(
            coverageTable(
                rows: coverage.branches.map {
                    ($0.branch.isEmpty ? TableCell("(no branch)") : TableCell.code($0.branch), $0.coverage)
                },
                title: "Branch"))
        parts.append(Markdown.heading(findingsHeadline, level: 3))
        if !findings.isEmpty {
            var table = MarkdownTable(columns: [
                TableColumn("Severity"), TableColumn("Rule"), TableColumn("Page source"), TableColumn("Message"),
                TableColumn("Element"),
            ])
            for finding in findings {
                table.addRow([
                    TableCell(finding.severity.rawValue, emphasis: finding.severity == .error ? .strong : .none),
                    TableCell.code(finding.rule.rawValue), TableCell.code(finding.pageSource),
                    TableCell(finding.message),
                    TableCell.code(finding.element.expression),
                ])
            }
            parts.append(table.render())
        }
        return parts.joined(separator: "\n")
    }

    private func coverageTable(rows: [(TableCell, CoverageCount)], title: String) -> String {
        var table = MarkdownTable(columns: [
            TableColumn(title), TableColumn("Interactive", alignment: .right),
            TableColumn("Identified", alignment: .right), TableColumn("Coverage", alignment: .right),
        ])
        for (first, count) in rows {
            table.addRow([
                first, TableCell(String(count.interactive)), TableCell(String(count.identified)),
                TableCell(count.percentageText),
            ])
        }
        return table.render()
    }
}
