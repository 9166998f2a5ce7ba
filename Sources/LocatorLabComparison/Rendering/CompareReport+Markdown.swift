import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabReporting

/// The comparison as GitHub-flavoured Markdown for a pull-request comment:
/// the summary and one overview table up front, the details per locator
/// folded away in `<details>`.
extension CompareReport {
    /// What replaces the details when they do not fit.
    static let omissionNote =
        "Per-locator details are left out so that this report fits in a pull-request comment; "
        + "`--full` includes them."

    /// The report in at most `limit` characters, or all of it for `nil`. A
    /// GitHub comment holds 65,536; a real suite (14 locators on 31 page
    /// sources) rendered 59 KB, so larger ones did not fit.
    public func markdown(limit: Int? = CompareReport.markdownLimit) -> String {
        let full = markdown(details: true)
        guard let limit, full.count > limit else { return full }
        let brief = markdown(details: false)
        guard brief.count > limit else { return brief }
        // Still too long: keep whole lines up to the limit.
        var kept = ""
        let ending = "\n…\n\n" + Self.omissionNote + " The overview above is cut short too.\n"
        for line in brief.split(separator: "\n", omittingEmptySubsequences: false) {
            if kept.count + line.count + 1 + ending.count > limit { break }
            kept += line + "\n"
        }
        return kept + ending
    }

    private func markdown(details showsDetails: Bool) -> String {
        var out = Markdown.heading(title, level: 2)
        out += "\n" + Markdown.escape(runDescription) + "\n\n"
        out += Markdown.bulletList(
            headlines.map { "**\(Markdown.escape($0.label))**: \(Markdown.escape($0.text))" })
        out += "\n" + overviewTable().render()

        let invalid = locators.filter { $0.invalid != nil }
        if !invalid.isEmpty {
            out += "\n" + Markdown.heading("Invalid locators", level: 3) + "\n"
            out += Markdown.bulletList(
                invalid.map { locator in
                    let place = locator.line.map { " (\(Markdown.escape("\(locator.file ?? ""):\($0)")))" } ?? ""
                    let error = locator.invalid!
                    return
                        "#\(locator.number) \(Markdown.code(locator.expression))\(place): offset \(error.offset), \(Markdown.escape(error.message))"
                })
        }

        let timing = timingTable()
        if !timing.rows.isEmpty {
            out += "\n" + Markdown.heading("Timing (median per query)", level: 3) + "\n" + timing.render()
        }

        var details = ""
        for locator in locators where locator.invalid == nil {
            details += locatorDetails(locator)
        }
        if !details.isEmpty {
            out += "\n" + (showsDetails
                ? Markdown.details(summary: "Findings, suggestions and survival per locator", details)
                : Self.omissionNote + "\n")
        }
        if !rules.isEmpty {
            out += "\n" + Markdown.heading("Fragility rules", level: 3) + "\n"
            out += Markdown.bulletList(
                rules.map {
                    "\(Markdown.code($0.id)) (\($0.severity.fragilityGrade)): \(Markdown.escape($0.rationale))"
                })
        }
        return out
    }

    /// One row per locator and relevant page source.
    private func overviewTable() -> MarkdownTable {
        var table = MarkdownTable(columns: [
            TableColumn("#", alignment: .right), TableColumn("Locator"), TableColumn("Page source"),
            TableColumn("Matches"),
            TableColumn("xpath ÷ id", alignment: .right), TableColumn("Survival \(writtenName) / id / best", alignment: .right),
            TableColumn("Best suggestion"), TableColumn("Findings"),
        ])
        for locator in locators {
            if let invalid = locator.invalid {
                table.addRow([
                    TableCell("\(locator.number)"), .code(locator.shownLocator), TableCell(""),
                    TableCell("invalid at \(invalid.offset)", emphasis: .strong),
                ])
                continue
            }
            let findings = Array(Set(locator.findings.map(\.rule))).sorted().joined(separator: ", ")
            for (index, page) in relevantPages(of: locator).shown.enumerated() {
                let survival = CompareReport.survivalPercentages(page)
                let best = CompareReport.bestSuggestionText(page)
                table.addRow([
                    TableCell(index == 0 ? "\(locator.number)" : ""),
                    index == 0 ? .code(locator.shownLocator) : TableCell(""),
                    .code(page.pageSource),
                    TableCell(CompareReport.matchText(page), emphasis: page.status == .unique || page.status == .list ? .none : .strong),
                    TableCell(CompareReport.ratioText(page.timings?.ratio(.xpath, .idIndex))),
                    TableCell(survival),
                    best.isEmpty ? TableCell("") : .code(best),
                    TableCell(index == 0 ? findings : ""),
                ])
            }
        }
        return table
    }

    private func timingTable() -> MarkdownTable {
        var table = MarkdownTable(columns: [
            TableColumn("#", alignment: .right), TableColumn("Page source"), TableColumn("xpath", alignment: .right),
            TableColumn("xpath-device", alignment: .right), TableColumn("id-index", alignment: .right),
            TableColumn("id-scan", alignment: .right), TableColumn("native", alignment: .right), TableColumn("libxml2-direct", alignment: .right),
            TableColumn("xpath ÷ id-index", alignment: .right),
            TableColumn("xpath-device ÷ id-scan", alignment: .right),
        ])
        for locator in locators where locator.invalid == nil {
            for page in relevantPages(of: locator).shown {
                guard let timings = page.timings else { continue }
                table.addRow([
                    TableCell("\(locator.number)"), .code(page.pageSource),
                    TableCell(CompareReport.durationText(timings[.xpath])),
                    TableCell(CompareReport.durationText(timings[.xpathDevice])),
                    TableCell(CompareReport.durationText(timings[.idIndex])),
                    TableCell(CompareReport.durationText(timings[.idScan])),
                    TableCell(CompareReport.nativeTimingText(timings)),
                    TableCell(CompareReport.durationText(timings[.libxml2Direct])),
                    TableCell(CompareReport.ratioText(timings.ratio(.xpath, .idIndex)), emphasis: .strong),
                    TableCell(CompareReport.ratioText(timings.ratio(.xpathDevice, .idScan))),
                ])
            }
        }
        return table
    }

    private func locatorDetails(_ locator: LocatorReport) -> String {
        var out = Markdown.heading("#\(locator.number)", level: 4) + "\n" + Markdown.code(locator.shownLocator) + "\n\n"
        if let uses = locator.otherUsesText { out += "Used at " + Markdown.escape(uses) + ".\n\n" }
        var items: [String] = []
        for finding in locator.findings {
            items.append(
                "finding \(Markdown.code(finding.rule)) (\(finding.severity.fragilityGrade)) at \(finding.offset): \(Markdown.escape(finding.message))"
            )
        }
        for page in relevantPages(of: locator).shown {
            var lines = ["\(Markdown.code(page.pageSource)): \(Markdown.escape(CompareReport.matchText(page)))"]
            if let error = page.error { lines.append("error: " + Markdown.escape(error)) }
            for match in page.fileOnlyMatches.prefix(3) {
                lines.append("only the page-source file has a match: " + Markdown.escape(CompareReport.describe(match)))
            }
            for note in page.notes { lines.append("note: " + Markdown.escape(note)) }
            for suggestion in page.suggestions.first?.suggestions.prefix(3) ?? [] {
                var text =
                    "suggestion \(suggestion.rank): \(suggestion.kind.rawValue) \(Markdown.code(suggestion.locator.value))"
                var notes = suggestion.notes
                if let survival = suggestion.survival { notes.append(CompareReport.survivalText(survival)) }
                if !notes.isEmpty {
                    text += " (" + Markdown.escape(notes.joined(separator: "; ")) + ")"
                }
                lines.append(text)
            }
            if let swift = page.suggestions.first?.swiftQuery {
                lines.append("XCUITest: \(Markdown.code(swift.query))" + (swift.basis == .identifier ? "" : " (\(swift.basis.rawValue))"))
            }
            if page.xpathSurvivesBetter { lines.append(Markdown.escape(CompareReport.writtenSurvivesBetterNote(page))) }
            if let survival = page.survival {
                for strategy in SurvivalStrategy.allCases {
                    guard let rate = survival.rate(for: strategy) else { continue }
                    var text = "survival of \(CompareReport.strategyName(strategy, in: survival)): \(CompareReport.rateText(rate))"
                    if let failures = CompareReport.failures(of: strategy, in: survival) {
                        text += ", lost after " + Markdown.escape(failures)
                    }
                    lines.append(text)
                }
            }
            items.append(lines.joined(separator: "<br>"))
        }
        for cross in locator.acrossPageSources {
            items.append(Markdown.escape(CompareReport.crossVersionText(cross)))
        }
        if let note = locator.timingNote { items.append("timing: " + Markdown.escape(note)) }
        out += Markdown.bulletList(items) + "\n"
        return out
    }
}
