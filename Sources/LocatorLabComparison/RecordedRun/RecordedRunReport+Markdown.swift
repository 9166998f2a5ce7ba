import LocatorLabReporting

extension RecordedRunReport {
    /// GitHub-flavoured Markdown for a pull-request comment: the summary,
    /// one row per distinct locator, each disagreement with its evidence,
    /// and every find folded away in `<details>`.
    public func markdown() -> String {
        var out = Markdown.heading(title, level: 2)
        out += "\n" + Markdown.escape(runDescription) + "\n\n"
        out += Markdown.bulletList(headlines.map { "**\(Markdown.escape($0.label))**: \(Markdown.escape($0.text))" })
        out += "\n" + MarkdownTable(columns: Self.locatorColumns, rows: locatorRows()).render()
        let disagreements = disagreementItems()
        if !disagreements.isEmpty {
            out += "\n" + Markdown.heading("Where the device and the saved screen disagree", level: 3) + "\n"
            out += Markdown.bulletList(
                disagreements.map { item in
                    Markdown.escape(item.title) + item.evidence.map { "<br>– " + Markdown.escape($0) }.joined()
                })
        }
        if !summary.finds.isZero {
            out += "\n" + Markdown.details(
                summary: "Every find, in run order", MarkdownTable(columns: Self.useColumns, rows: useRows()).render())
        }
        if !rules.isEmpty {
            out += "\n" + Markdown.heading("Fragility rules", level: 3) + "\n"
            out += Markdown.bulletList(
                rules.map { "\(Markdown.code($0.id)) (\($0.severity.fragilityGrade)): \(Markdown.escape($0.rationale))" })
        }
        return out
    }
}

extension Int {
    fileprivate var isZero: Bool { self == 0 }
}
