import LocatorLabModel
import LocatorLabReporting

extension AuditReport {
    /// A report for a terminal: a summary line, coverage tables, then one
    /// compiler-style line per finding (`file: warning: message [rule-id]`)
    /// with the element's path under it. With `colour`, severities and
    /// coverage figures are coloured (ANSI); the text is the same otherwise.
    public func text(colour: Bool = false) -> String {
        var lines = [summaryLine, ""]
        lines.append("Coverage by page source")
        lines.append(
            coverageTable(
                firstColumn: "PAGE SOURCE", rows: coverage.pageSources.map { ($0.pageSource, $0.coverage) },
                colour: colour))
        lines.append("Coverage by branch")
        lines.append(
            coverageTable(
                firstColumn: "BRANCH", rows: coverage.branches.map { (Self.branchTitle($0.branch), $0.coverage) },
                colour: colour))
        lines.append(findingsHeadline)
        for finding in findings {
            let severity = Self.styled(finding.severity.rawValue, Self.ansi(for: finding.severity), colour: colour)
            lines.append(
                "\(Self.terminalSafe(finding.pageSource)): \(severity): \(Self.terminalSafe(finding.message)) [\(finding.rule.rawValue)]"
            )
            lines.append("  element: \(Self.terminalSafe(finding.element.expression))")
            for related in finding.relatedElements {
                lines.append("  also:    \(Self.terminalSafe(related.expression))")
            }
        }
        if let gate = gateLine {
            lines.append("")
            lines.append(Self.styled(gate, meetsMinimumCoverage ? "\u{1B}[32m" : "\u{1B}[31m", colour: colour))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 page sources: 23 interactive elements, 15 identified (65.2%)`.
    public var summaryLine: String {
        let sources = pageSources.count == 1 ? "1 page source" : "\(pageSources.count) page sources"
        let overall = coverage.overall
        let elements =
            overall.interactive == 1 ? "1 interactive element" : "\(overall.interactive) interactive elements"
        return
            "Identifier audit of \(sources): \(elements), \(overall.identified) identified (coverage \(overall.percentageText))"
    }

    /// `Findings: 1 error, 9 warnings, 3 notes`.
    var findingsHeadline: String {
        guard !findings.isEmpty else { return "Findings: none" }
        let parts = Severity.allCases.map { severity -> String in
            let count = count(of: severity)
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return "Findings: " + parts.joined(separator: ", ")
    }

    /// The verdict of the minimum-coverage gate (`minimum coverage 80% not
    /// met: 65.2%`), or `nil` without a minimum.
    public var gateLine: String? {
        guard let minimum = options.minimumCoverage else { return nil }
        let threshold = Self.percentText(minimum)
        if coverage.overall.interactive == 0 {
            return "minimum coverage \(threshold) met: no interactive elements to cover (coverage n/a)"
        }
        return meetsMinimumCoverage
            ? "minimum coverage \(threshold) met: \(coverage.overall.percentageText)"
            : "minimum coverage \(threshold) not met: \(coverage.overall.percentageText(below: minimum))"
    }

    static func branchTitle(_ branch: String) -> String {
        branch.isEmpty ? "(no branch)" : branch
    }

    /// `80%`, `72.5%`: the threshold as the user wrote it, without trailing zeros.
    static func percentText(_ value: Double) -> String {
        SVGValueFormat.percent.string(value)
    }

    static func emphasis(for count: CoverageCount) -> CellEmphasis {
        guard let percentage = count.percentage else { return .muted }
        if percentage >= 100 { return .good }
        return percentage >= 50 ? .warning : .bad
    }

    private func coverageTable(firstColumn: String, rows: [(String, CoverageCount)], colour: Bool) -> String {
        var table = TextTable(columns: [
            TableColumn(firstColumn), TableColumn("INTERACTIVE", alignment: .right),
            TableColumn("IDENTIFIED", alignment: .right), TableColumn("COVERAGE", alignment: .right),
        ])
        for (title, count) in rows {
            table.addRow([
                TableCell(title), TableCell(String(count.interactive)), TableCell(String(count.identified)),
                TableCell(count.percentageText, emphasis: Self.emphasis(for: count)),
            ])
        }
        return table.render(colour: colour)
    }

    private static func ansi(for severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[31m"
        case .warning: return "\u{1B}[33m"
        case .note: return "\u{1B}[2m"
        }
    }

    private static func styled(_ text: String, _ start: String, colour: Bool) -> String {
        colour ? start + text + "\u{1B}[0m" : text
    }

    /// Identifiers and labels come from untrusted page sources: control
    /// characters are shown escaped so they cannot drive the terminal.
    static func terminalSafe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
