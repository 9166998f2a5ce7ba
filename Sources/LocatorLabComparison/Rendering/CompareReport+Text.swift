import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabReporting

extension CompareReport {
    /// The comparison for a terminal: a summary, one block per locator (what it
    /// finds, findings, suggestions, survival), then timing and survival tables
    /// and the rules that fired. Colour only when asked.
    public func text(colour: Bool = false) -> String {
        let paint = TerminalPaint(enabled: colour)
        var out: [String] = []
        out.append(paint.bold(title))
        out.append(runDescription)
        out.append("")

        out.append(paint.bold("SUMMARY"))
        let width = headlines.map(\.label.count).max() ?? 0
        for line in headlines {
            out.append("  " + line.label.padding(to: width) + "  " + line.text)
        }

        for locator in locators {
            out.append("")
            out += block(for: locator, paint: paint)
        }

        let timing = timingTable()
        if !timing.rows.isEmpty {
            out.append("")
            out.append(paint.bold("TIMING") + " (median per query; id = the identifier lookup)")
            out.append(timing.render(colour: colour).trimmingTrailingNewline())
        }
        let survival = survivalTable()
        if !survival.rows.isEmpty {
            out.append("")
            out.append(
                paint.bold("SURVIVAL")
                    + " (same element after each mutation: \(run.mutations.map(\.rawValue).joined(separator: ", ")))"
            )
            out.append(survival.render(colour: colour).trimmingTrailingNewline())
        }
        if !rules.isEmpty {
            out.append("")
            out.append(paint.bold("RULES"))
            for rule in rules {
                out.append("  \(rule.id) (\(rule.severity.fragilityGrade)): \(rule.rationale)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Locator blocks

    private func block(for locator: LocatorReport, paint: TerminalPaint) -> [String] {
        var lines: [String] = []
        var heading = paint.bold("[\(locator.number)] ") + TerminalText.sanitized(locator.shownLocator)
        if let uses = locator.otherUsesText {
            heading += paint.dim("  (used at \(TerminalText.sanitized(uses)))")
        } else if let file = locator.file, let line = locator.line {
            heading += paint.dim("  (\(TerminalText.sanitized(file)):\(line))")
        }
        lines.append(heading)
        if let invalid = locator.invalid {
            lines.append(
                "    " + paint.red("error:") + " " + CompareReport.invalidText(locator, invalid))
            lines.append("      " + TerminalText.sanitized(locator.expression))
            lines.append("      " + String(repeating: " ", count: min(invalid.offset, locator.expression.count)) + "^")
            return lines
        }
        for (index, finding) in locator.findings.enumerated() {
            let label = index == 0 ? "findings " : "         "
            let severity =
                finding.severity == .error
                ? paint.red(finding.severity.fragilityGrade) : paint.yellow(finding.severity.fragilityGrade)
            lines.append("    \(label) \(severity) \(finding.rule) at \(finding.offset): \(finding.message)")
        }
        let (shown, hidden) = relevantPages(of: locator)
        for page in shown {
            lines += pageLines(page, paint: paint)
        }
        if hidden > 0 {
            lines.append(
                paint.dim("    not this screen: \(hidden) page source\(hidden == 1 ? "" : "s") of other screens (nothing found)"))
        }
        for cross in locator.acrossPageSources {
            lines.append("    across   " + TerminalText.sanitized(CompareReport.crossVersionText(cross)))
        }
        if let note = locator.timingNote { lines.append(paint.dim("    timing   " + note)) }
        return lines
    }

    private func pageLines(_ page: LocatorPageResult, paint: TerminalPaint) -> [String] {
        var lines: [String] = []
        let status = CompareReport.matchText(page)
        let painted: String
        switch page.status {
        case .unique, .list: painted = paint.green(status)
        case .ambiguous: painted = paint.yellow(status)
        case .broken, .error: painted = paint.red(status)
        case .notThisScreen: painted = paint.dim(status)
        }
        lines.append("    \(TerminalText.sanitized(page.pageSource)): \(painted)")
        let pad = "      "
        if let error = page.error { lines.append(pad + "error    " + TerminalText.sanitized(error)) }
        for match in page.matches.prefix(3) {
            lines.append(pad + "match    " + TerminalText.sanitized(CompareReport.describe(match)))
        }
        if page.matches.count > 3 { lines.append(pad + "         … \(page.count - 3) more") }
        for match in page.fileOnlyMatches.prefix(3) {
            lines.append(
                pad + "file     only the page-source file has a match: "
                    + TerminalText.sanitized(CompareReport.describe(match)))
        }
        for note in page.notes { lines.append(pad + "note     " + TerminalText.sanitized(note)) }
        for (index, target) in page.suggestions.enumerated() {
            if page.suggestions.count > 1 {
                lines.append(pad + (index == 0 ? "suggest  " : "         ") + "for match \(index + 1):")
            }
            if target.suggestions.isEmpty {
                lines.append(
                    pad + (index == 0 && page.suggestions.count == 1 ? "suggest  " : "         ")
                        + "nothing that selects only this element")
            }
            for suggestion in target.suggestions.prefix(3) {
                let label =
                    index == 0 && suggestion.rank == 1 && page.suggestions.count == 1 ? "suggest  " : "         "
                var text = "\(suggestion.rank). \(suggestion.kind.rawValue)  \(suggestion.locator.value)"
                if suggestion.kind == .original { text += "  (as written)" }
                if let survival = suggestion.survival { text += "  (\(CompareReport.survivalText(survival)))" }
                lines.append(pad + label + TerminalText.sanitized(text))
                for note in suggestion.notes { lines.append(pad + "            " + paint.dim(TerminalText.sanitized(note))) }
            }
            if let swift = target.swiftQuery {
                lines.append(pad + "         " + TerminalText.sanitized("XCUITest  \(swift.described)"))
            }
        }
        if page.xpathSurvivesBetter {
            lines.append(pad + "         " + paint.dim(CompareReport.writtenSurvivesBetterNote(page)))
        }
        if let lookup = page.identifierLookup {
            let source = lookup.source == .targetName ? "the target's name" : "best suggestion"
            let count = lookup.count == 1 ? "1 match" : "\(lookup.count) matches"
            lines.append(
                pad
                    + "id       \(lookup.locator.strategy.rawValue) \(TerminalText.sanitized(lookup.value)) (\(source), \(count))"
            )
        } else if let reason = page.identifierUnavailable {
            lines.append(pad + "id       n/a: " + reason)
        }
        if let timings = page.timings {
            var parts = TimingKind.allCases.compactMap { kind in
                timings[kind].map { "\(kind.rawValue) \(DurationFormatting.string(nanoseconds: $0.median))" }
            }
            if let ratio = timings.ratio(.xpath, .idIndex) {
                parts.append("xpath/id-index " + CompareReport.ratioText(ratio))
            }
            lines.append(pad + "timing   " + parts.joined(separator: ", "))
        }
        for (index, locator) in page.nativeLocators.enumerated() {
            let kind = TimingKind(nativeStrategy: locator.strategy)?.rawValue ?? locator.strategy.rawValue
            lines.append(pad + (index == 0 ? "native   " : "         ") + TerminalText.sanitized("\(kind)  \(locator.value)"))
        }
        if let survival = page.survival {
            let parts = survival.rates.map {
                "\(CompareReport.strategyName($0.strategy, in: survival)) \(CompareReport.rateText($0))"
            }
            var line = pad + "survival " + parts.joined(separator: ", ")
            if !survival.notApplicable.isEmpty {
                line += paint.dim(
                    " (not applicable: \(survival.notApplicable.map(\.rawValue).joined(separator: ", ")))")
            }
            lines.append(line)
            for strategy in SurvivalStrategy.allCases {
                if let failures = CompareReport.failures(of: strategy, in: survival) {
                    lines.append(
                        pad + "         "
                            + paint.dim("\(CompareReport.strategyName(strategy, in: survival)) lost it after: \(failures)"))
                }
            }
        }
        return lines
    }

    // MARK: Tables

    private func timingTable() -> TextTable {
        var table = TextTable(columns: [
            TableColumn("#", alignment: .right), TableColumn("PAGE SOURCE"), TableColumn("XPATH", alignment: .right),
            TableColumn("XPATH-DEVICE", alignment: .right), TableColumn("ID-INDEX", alignment: .right),
            TableColumn("ID-SCAN", alignment: .right), TableColumn("NATIVE", alignment: .right), TableColumn("LIBXML2", alignment: .right),
            TableColumn("XPATH/ID", alignment: .right), TableColumn("DEVICE/SCAN", alignment: .right),
            TableColumn("XPATH/LIBXML2", alignment: .right),
        ])
        for locator in locators where locator.invalid == nil {
            for page in relevantPages(of: locator).shown {
                guard let timings = page.timings else { continue }
                table.addRow([
                    TableCell("\(locator.number)"), TableCell(page.pageSource),
                    TableCell(CompareReport.durationText(timings[.xpath])),
                    TableCell(CompareReport.durationText(timings[.xpathDevice])),
                    TableCell(CompareReport.durationText(timings[.idIndex])),
                    TableCell(CompareReport.durationText(timings[.idScan])),
                    TableCell(CompareReport.nativeTimingText(timings)),
                    TableCell(CompareReport.durationText(timings[.libxml2Direct])),
                    TableCell(CompareReport.ratioText(timings.ratio(.xpath, .idIndex)), emphasis: .strong),
                    TableCell(CompareReport.ratioText(timings.ratio(.xpathDevice, .idScan))),
                    TableCell(CompareReport.ratioText(timings.ratio(.xpath, .libxml2Direct)), emphasis: .muted),
                ])
            }
        }
        return table
    }

    private func survivalTable() -> TextTable {
        var table = TextTable(columns: [
            TableColumn("#", alignment: .right), TableColumn("PAGE SOURCE"),
            TableColumn(writtenName.uppercased(), alignment: .right),
            TableColumn("ID", alignment: .right), TableColumn("BEST SUGGESTION", alignment: .right),
        ])
        for locator in locators where locator.invalid == nil {
            for page in relevantPages(of: locator).shown {
                guard let survival = page.survival else { continue }
                let cells = SurvivalStrategy.allCases.map { strategy -> TableCell in
                    let rate = survival.rate(for: strategy)
                    return TableCell(
                        CompareReport.rateText(rate), emphasis: CompareReport.emphasis(forRate: rate?.rate))
                }
                table.addRow([TableCell("\(locator.number)"), TableCell(page.pageSource)] + cells)
            }
        }
        let totals = SurvivalStrategy.allCases.map { strategy -> TableCell in
            let rate = summary.survival.first { $0.strategy == strategy }
            return TableCell(CompareReport.rateText(rate), emphasis: .strong)
        }
        if !table.rows.isEmpty { table.addRow([TableCell(""), TableCell("all", emphasis: .strong)] + totals) }
        return table
    }
}
