import LocatorLabModel
import LocatorLabReporting

extension AuditReport {
    /// A self-contained HTML page: the summary, a bar chart and table of
    /// coverage per branch, coverage per page source, and the findings.
    public func html() -> String {
        var page = HTMLDocument(title: "Identifier audit", subtitle: summaryLine)
        if let gate = gateLine { page.paragraph(gate, emphasis: meetsMinimumCoverage ? .good : .bad) }
        page.section("Coverage by branch")
        let branches = coverage.branches
        if branches.contains(where: { $0.coverage.percentage != nil }) {
            let chart = SVGBarChart.percentages(
                title: "Interactive elements with an identifier",
                categories: branches.map { Self.branchTitle($0.branch) },
                values: branches.map { $0.coverage.percentage },
                seriesName: "coverage")
            page.figure(svg: chart.render(), caption: "Each branch counts the elements of the branches below it.")
        }
        page.table(
            columns: Self.coverageColumns(first: "Branch"),
            rows: branches.map {
                Self.coverageRow($0.branch.isEmpty ? TableCell("(no branch)") : TableCell.code($0.branch), $0.coverage)
            })
        page.section("Coverage by page source")
        page.table(
            columns: Self.coverageColumns(first: "Page source"),
            rows: coverage.pageSources.map { Self.coverageRow(TableCell.code($0.pageSource), $0.coverage) })
        page.section(findingsHeadline)
        if findings.isEmpty {
            page.paragraph("No findings.", emphasis: .good)
        } else {
            // One table per page source, which names it once: its path
            // repeated in every row took a column the element path needs.
            for (pageSource, group) in findingsByPageSource {
                if pageSources.count > 1 { page.subheading(pageSource) }
                page.table(
                    columns: [TableColumn("Severity"), TableColumn("Rule"), TableColumn("Message"), TableColumn("Element")],
                    rows: group.map { finding in
                        [
                            TableCell(finding.severity.rawValue, emphasis: Self.emphasis(for: finding.severity)),
                            TableCell.code(finding.rule.rawValue), TableCell(finding.message),
                            TableCell.code(finding.element.expression),
                        ]
                    },
                    widths: ["6.5em", "13em", "40%", "auto"])
            }
            page.subheading("Rules")
            page.list(countsByRule.map { "\($0.rule.rawValue) (\($0.count)): \($0.rule.explanation)" })
        }
        return page.render()
    }

    /// The findings grouped by page source, in the report's order.
    private var findingsByPageSource: [(String, [AuditFinding])] {
        var groups: [(String, [AuditFinding])] = []
        var positions: [String: Int] = [:]
        for finding in findings {
            if let position = positions[finding.pageSource] {
                groups[position].1.append(finding)
            } else {
                positions[finding.pageSource] = groups.count
                groups.append((finding.pageSource, [finding]))
            }
        }
        return groups
    }

    private static func coverageColumns(first: String) -> [TableColumn] {
        [
            TableColumn(first), TableColumn("Interactive", alignment: .right),
            TableColumn("Identified", alignment: .right),
            TableColumn("Coverage", alignment: .right),
        ]
    }

    private static func coverageRow(_ first: TableCell, _ count: CoverageCount) -> [TableCell] {
        [
            first, TableCell(String(count.interactive)), TableCell(String(count.identified)),
            TableCell(count.percentageText, emphasis: emphasis(for: count)),
        ]
    }

    private static func emphasis(for severity: Severity) -> CellEmphasis {
        switch severity {
        case .error: return .bad
        case .warning: return .warning
        case .note: return .muted
        }
    }
}
