import LocatorLabReporting

/// The tables the Markdown and HTML renderings share: one row per distinct
/// locator, and one row per find.
extension RecordedRunReport {
    static let locatorColumns = [
        TableColumn("#", alignment: .right), TableColumn("Strategy"), TableColumn("Locator"), TableColumn("Status"),
        TableColumn("Finds", alignment: .right), TableColumn("Disagreements", alignment: .right),
        TableColumn("Findings"), TableColumn("Replacement"),
    ]

    func locatorRows() -> [[TableCell]] {
        locators.map { locator in
            var seen: Set<String> = []
            let findings = locator.findings.map(\.rule).filter { seen.insert($0).inserted }
            return [
                TableCell("\(locator.number)"), TableCell(locator.using), .code(locator.value),
                TableCell(Self.statusText(locator), emphasis: Self.emphasis(locator)),
                TableCell("\(locator.uses.count)"),
                TableCell("\(locator.disagreements.count)", emphasis: locator.disagreements.isEmpty ? .none : .bad),
                TableCell(findings.isEmpty ? "none" : findings.joined(separator: ", "), emphasis: findings.isEmpty ? .good : .warning),
                locator.replacement.map { .code("\($0.locator.strategy.displayName): \($0.locator.value)", emphasis: .good) }
                    ?? TableCell("none", emphasis: .muted),
            ]
        }
    }

    static let useColumns = [
        TableColumn("Event", alignment: .right), TableColumn("Locator", alignment: .right), TableColumn("Screen"),
        TableColumn("Find"), TableColumn("Device"), TableColumn("Device ms", alignment: .right),
        TableColumn("LocatorLab"), TableColumn("Estimate", alignment: .right), TableColumn("Agreement"),
    ]

    /// Every find in run order.
    func useRows() -> [[TableCell]] {
        let uses = locators.flatMap { locator in locator.uses.map { (locator, $0) } }.sorted { $0.1.sequence < $1.1.sequence }
        return uses.map { locator, use in
            let result = locator.screens.first { $0.screen == use.screen }
            return [
                TableCell("\(use.sequence)"), TableCell("\(locator.number)"), TableCell(use.screen),
                TableCell(use.plural ? "elements" : "element"), TableCell(Self.deviceText(use)),
                TableCell(CompareReport.fixed(use.deviceMilliseconds, 1)),
                TableCell(result.map(Self.resultText) ?? "n/a"),
                TableCell(result?.estimate.map { DurationFormatting.string(nanoseconds: $0.median) } ?? "n/a"),
                TableCell(Self.agreementText(use), emphasis: Self.emphasis(use.agreement)),
            ]
        }
    }

    /// Each disagreement with its evidence, as list items.
    func disagreementItems() -> [(title: String, evidence: [String])] {
        locators.flatMap { locator in locator.disagreements.map { (locator, $0) } }
            .sorted { $0.1.sequence < $1.1.sequence }
            .map { locator, use in
                ("#\(use.sequence) [\(locator.number)] \(Self.heading(locator)) on \(use.screen)", use.evidence)
            }
    }
}
