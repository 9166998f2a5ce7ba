import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabReporting

extension CompareReport {
    /// The comparison as one self-contained HTML page: inline CSS and SVG
    /// charts (timing bars on a log scale, survival per strategy), tables, and
    /// the details per locator. No scripts, nothing loaded from the network.
    public func html() -> String {
        var page = HTMLDocument(title: self.title, subtitle: runDescription)
        page.tableOfContents = true

        page.section("Summary")
        page.table(
            columns: [TableColumn("Figure"), TableColumn("Value")],
            rows: headlines.map { [TableCell($0.label, emphasis: .strong), TableCell($0.text)] }
        )
        if !summary.survival.isEmpty {
            let rates = summary.survival
            page.figure(
                svg: SVGBarChart.percentages(
                    title: "Survival per strategy (same element after a mutation, all locators)",
                    categories: rates.map { columnName($0.strategy) },
                    values: rates.map { $0.rate.map { $0 * 100 } }, width: 720
                ).render(),
                caption: "Share of mutation trials after which each strategy still finds exactly the same element."
            )
        }

        page.section("Locators")
        page.table(
            columns: [TableColumn("#", alignment: .right), TableColumn("Locator"), TableColumn("Findings")],
            rows: locators.map { locator in
                let findings =
                    locator.invalid.map { CompareReport.invalidText(locator, $0) }
                    ?? locator.findings.map(\.rule).uniqued().joined(separator: ", ")
                return [
                    TableCell("\(locator.number)"), .code(locator.shownLocator),
                    TableCell(
                        findings.isEmpty ? "none" : findings,
                        emphasis: locator.invalid != nil ? .bad : findings.isEmpty ? .good : .warning),
                ]
            }
        )
        page.subheading("Results per page source")
        page.table(columns: overviewColumns, rows: overviewRows())

        let timed = timedPairs()
        if !timed.isEmpty {
            page.section("Timing")
            page.paragraph(
                "Median time per query. xpath: the compiled XPath on a ready document; xpath-device: what a driver pays "
                    + "per query (building the query document, then evaluating); id-index and id-scan: the identifier "
                    + "lookup through an index and by walking the tree; libxml2-direct: the same XPath through libxml2 alone."
            )
            // libxml2-direct is within a few per cent of xpath; the table has it.
            let kinds: [TimingKind] = [.xpath, .xpathDevice, .idIndex, .idScan]
            let chart = SVGBarChart(
                title: "Median time per query (log scale)",
                categories: timed.map { "#\($0.locator.number) \(Self.shortName($0.page.pageSource))" },
                series: kinds.map { kind in
                    SVGBarSeries(name: kind.rawValue, values: timed.map { $0.page.timings?[kind]?.median })
                },
                scale: .logarithmic, format: .duration, axisLabel: "median time per query (log scale)"
            )
            page.figure(svg: chart.render(), caption: "Bars missing where there is no identifier to look up.")
            page.table(columns: timingColumns, rows: timed.map(timingRow))
        }

        let survived = survivalPairs()
        if !survived.isEmpty {
            page.section("Survival under change")
            page.paragraph(
                "Each page source was changed by seeded mutations (\(run.mutations.map(\.rawValue).joined(separator: ", "))); "
                    + "a strategy survives a mutation when it still finds exactly the same elements, followed by identity."
            )
            let chart = SVGBarChart(
                title: "Survival per locator and strategy",
                categories: survived.map { "#\($0.locator.number) \(Self.shortName($0.page.pageSource))" },
                series: SurvivalStrategy.allCases.map { strategy in
                    SVGBarSeries(
                        name: columnName(strategy),
                        values: survived.map { $0.page.survival?.rate(for: strategy)?.rate.map { $0 * 100 } }
                    )
                },
                scale: .percentage, format: .percent
            )
            page.figure(svg: chart.render())
        }

        page.section("Details per locator")
        for locator in locators {
            details(for: locator, into: &page)
        }

        if !rules.isEmpty {
            page.section("Fragility rules")
            page.table(
                columns: [TableColumn("Rule"), TableColumn("Severity"), TableColumn("Why it matters")],
                rows: rules.map {
                    [
                        .code($0.id), TableCell($0.severity.fragilityGrade, emphasis: $0.severity == .error ? .bad : .warning),
                        TableCell($0.rationale),
                    ]
                }
            )
        }
        return page.render()
    }

    // MARK: Tables

    private var overviewColumns: [TableColumn] {
        [
            TableColumn("#", alignment: .right), TableColumn("Page source"), TableColumn("Matches"),
            TableColumn("xpath ÷ id-index", alignment: .right),
            TableColumn("Survival \(writtenName) / id / best", alignment: .right),
            TableColumn("Best suggestion"),
        ]
    }

    private func overviewRows() -> [[TableCell]] {
        var rows: [[TableCell]] = []
        for locator in locators {
            guard locator.invalid == nil else { continue }
            for (index, page) in relevantPages(of: locator).shown.enumerated() {
                let survival = CompareReport.survivalPercentages(page)
                let best = CompareReport.bestSuggestionText(page)
                rows.append([
                    TableCell(index == 0 ? "\(locator.number)" : ""),
                    TableCell(Self.cellName(page.pageSource)),
                    TableCell(CompareReport.matchText(page), emphasis: CompareReport.emphasis(for: page.status)),
                    TableCell(CompareReport.ratioText(page.timings?.ratio(.xpath, .idIndex))),
                    TableCell(
                        survival, emphasis: CompareReport.emphasis(forRate: page.survival?.rate(for: .xpath)?.rate)),
                    best.isEmpty ? TableCell("none", emphasis: .muted) : .code(best),
                ])
            }
        }
        return rows
    }

    private var timingColumns: [TableColumn] {
        [TableColumn("#", alignment: .right), TableColumn("Page source")]
            + TimingKind.allCases.map { TableColumn($0.rawValue, alignment: .right) }
            + [
                TableColumn("xpath ÷ id", alignment: .right), TableColumn("device ÷ scan", alignment: .right),
                TableColumn("xpath ÷ libxml2", alignment: .right),
            ]
    }

    private func timingRow(_ pair: (locator: LocatorReport, page: LocatorPageResult)) -> [TableCell] {
        let timings = pair.page.timings ?? LocatorTimings()
        return [TableCell("\(pair.locator.number)"), TableCell(Self.cellName(pair.page.pageSource))]
            + TimingKind.allCases.map { kind in
                let statistics = timings[kind]
                return TableCell(CompareReport.durationText(statistics))
            }
            + Self.tableRatios.map { numerator, denominator in
                TableCell(
                    CompareReport.ratioText(timings.ratio(numerator, denominator)),
                    emphasis: numerator == .xpath && denominator == .idIndex ? .strong : .none
                )
            }
    }

    private static let tableRatios: [(TimingKind, TimingKind)] = [
        (.xpath, .idIndex), (.xpathDevice, .idScan), (.xpath, .libxml2Direct),
    ]

    private func timedPairs() -> [(locator: LocatorReport, page: LocatorPageResult)] {
        locators.filter { $0.invalid == nil }.flatMap { locator in
            relevantPages(of: locator).shown.filter { $0.timings != nil }.map { (locator, $0) }
        }
    }

    private func survivalPairs() -> [(locator: LocatorReport, page: LocatorPageResult)] {
        locators.filter { $0.invalid == nil }.flatMap { locator in
            relevantPages(of: locator).shown.filter { $0.survival != nil }.map { (locator, $0) }
        }
    }

    // MARK: Details

    private func details(for locator: LocatorReport, into page: inout HTMLDocument) {
        var heading = "#\(locator.number)"
        if let uses = locator.otherUsesText {
            heading += " (used at \(uses))"
        } else if let file = locator.file, let line = locator.line {
            heading += " (\(file):\(line))"
        }
        page.subheading(heading, anchor: "locator-\(locator.number)")
        page.preformatted(locator.shownLocator)
        if let invalid = locator.invalid {
            let text = CompareReport.invalidText(locator, invalid)
            page.paragraph(text.prefix(1).uppercased() + text.dropFirst(), emphasis: .bad)
            page.preformatted(
                locator.expression + "\n" + String(repeating: " ", count: min(invalid.offset, locator.expression.count))
                    + "^")
            return
        }
        if !locator.findings.isEmpty {
            page.list(
                locator.findings.map { "\($0.rule) (\($0.severity.fragilityGrade)) at offset \($0.offset): \($0.message)" })
        }
        let (shown, hidden) = relevantPages(of: locator)
        for result in shown {
            page.paragraph(
                "\(result.pageSource): \(CompareReport.matchText(result))",
                emphasis: CompareReport.emphasis(for: result.status))
            var rows: [[TableCell]] = []
            func add(_ label: String, _ text: String, code: Bool = false, emphasis: CellEmphasis = .none) {
                rows.append([TableCell(label, emphasis: .muted), TableCell(text, emphasis: emphasis, isCode: code)])
            }
            if let error = result.error { add("error", error, emphasis: .bad) }
            for match in result.matches.prefix(5) {
                add("match", CompareReport.describe(match))
                add("path", match.path, code: true)
            }
            for match in result.fileOnlyMatches.prefix(3) {
                add(
                    "file only", "only the page-source file has a match: " + CompareReport.describe(match),
                    emphasis: .warning)
            }
            for note in result.notes { add("note", note, emphasis: .warning) }
            for (index, target) in result.suggestions.enumerated() {
                let prefix = result.suggestions.count > 1 ? "match \(index + 1): " : ""
                for suggestion in target.suggestions.prefix(4) {
                    add(
                        "\(prefix)suggestion \(suggestion.rank)",
                        "\(suggestion.kind.rawValue): \(suggestion.locator.value)", code: true)
                    for note in suggestion.notes { add("", note, emphasis: .muted) }
                    if let survival = suggestion.survival {
                        add("", CompareReport.survivalText(survival), emphasis: .muted)
                    }
                }
                if let swift = target.swiftQuery { add("\(prefix)XCUITest", swift.described, code: true) }
                if index == 0 && result.xpathSurvivesBetter {
                    add("", CompareReport.writtenSurvivesBetterNote(result), emphasis: .muted)
                }
                for rejected in target.rejected { add("\(prefix)not suggested", rejected, emphasis: .muted) }
            }
            if let lookup = result.identifierLookup {
                add(
                    "identifier lookup",
                    "\(lookup.locator.strategy.rawValue): \(lookup.value) (\(lookup.count) match\(lookup.count == 1 ? "" : "es"))",
                    code: true)
            } else if let reason = result.identifierUnavailable {
                add("identifier lookup", "n/a: \(reason)", emphasis: .muted)
            }
            if let survival = result.survival {
                for strategy in SurvivalStrategy.allCases {
                    guard let rate = survival.rate(for: strategy) else { continue }
                    var text = CompareReport.rateText(rate)
                    if let failures = CompareReport.failures(of: strategy, in: survival) {
                        text += "; lost after \(failures)"
                    }
                    add(
                        "survival of \(CompareReport.strategyName(strategy, in: survival))", text,
                        emphasis: CompareReport.emphasis(forRate: rate.rate))
                }
                if !survival.notApplicable.isEmpty {
                    add(
                        "not applicable", survival.notApplicable.map(\.rawValue).joined(separator: ", "),
                        emphasis: .muted)
                }
            }
            page.table(columns: [TableColumn("Aspect"), TableColumn("Detail")], rows: rows)
        }
        if hidden > 0 {
            page.paragraph(
                "Not this screen: \(hidden) page source\(hidden == 1 ? "" : "s") of other screens (nothing found).", emphasis: .muted)
        }
        for cross in locator.acrossPageSources {
            page.paragraph("Across versions: " + CompareReport.crossVersionText(cross))
        }
        if let note = locator.timingNote { page.paragraph("Timing: " + note, emphasis: .muted) }
    }

    /// The file name without its folders, for chart labels.
    static func shortName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file name for a table cell: hyphens that do not break, so that
    /// `ios-health-summary-de.xml` stays on one line.
    static func cellName(_ path: String) -> String {
        shortName(path).replacingAll("-", with: "\u{2011}")
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
