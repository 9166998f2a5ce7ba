import LocatorLabReporting

extension ReplayRunReport {
    /// Aligned text: the summary, then each distinct locator with its
    /// verdict, compare's judgement and its finds.
    public func text() -> String {
        var lines = [summaryLine(), ""]
        var table = TextTable(columns: [
            TableColumn("#", alignment: .right), TableColumn("verdict"), TableColumn("strategy"), TableColumn("value"),
            TableColumn("finds", alignment: .right), TableColumn("matches"), TableColumn("screens"),
            TableColumn("median time", alignment: .right),
        ])
        for (number, locator) in locators.enumerated() {
            table.addRow([
                "\(number + 1)", locator.verdict.rawValue, locator.using, locator.value, "\(locator.sequences.count)",
                locator.matchCounts.map(String.init).joined(separator: ","), locator.screens.joined(separator: ", "),
                Self.milliseconds(locator.medianEvaluationMilliseconds),
            ])
        }
        lines.append(table.render())
        for (number, locator) in locators.enumerated() {
            let details = Self.details(of: locator)
            guard !details.isEmpty else { continue }
            lines.append("")
            lines.append("\(number + 1). \(locator.using) \(locator.value)")
            lines += details.map { "   " + $0 }
        }
        let jumps = finds.filter { $0.jumpedFrom != nil }
        if !jumps.isEmpty {
            lines.append("")
            lines.append("Jumps (a find that matched nothing on the session's screen moved it to the first that matched):")
            for find in jumps {
                lines.append("  find \(find.sequence): \(find.jumpedFrom ?? "") -> \(find.screen) (\(find.using) \(find.value))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func summaryLine() -> String {
        "\(summary.finds) find\(summary.finds == 1 ? "" : "s") in \(summary.sessions) session\(summary.sessions == 1 ? "" : "s"), "
            + "\(summary.distinctLocators) distinct locator\(summary.distinctLocators == 1 ? "" : "s"): "
            + "\(summary.unique) unique, \(summary.ambiguous) ambiguous, \(summary.broken) broken, \(summary.invalid) invalid, "
            + "\(summary.listed) listed, \(summary.empty) empty; "
            + "\(summary.failedFinds) failed find\(summary.failedFinds == 1 ? "" : "s"), \(summary.jumps) jump\(summary.jumps == 1 ? "" : "s")"
    }

    /// The lines under a locator: errors, compare's statuses, findings and replacement.
    static func details(of locator: ReplayedLocator) -> [String] {
        var lines = locator.errors.map { "error: \($0)" }
        let judgement = locator.comparison
        if !judgement.statuses.isEmpty {
            lines.append("compare: " + judgement.statuses.map { "\($0.status) on \($0.screen)" }.joined(separator: "; "))
        }
        lines += judgement.findings.map { "fragility: \($0)" }
        if let replacement = judgement.replacement { lines.append("verified replacement: \(replacement)") }
        if let note = judgement.note, locator.using == "xpath" { lines.append("note: \(note)") }
        return lines
    }

    static func milliseconds(_ value: Double) -> String {
        DurationFormatting.string(nanoseconds: value * 1e6)
    }
}
