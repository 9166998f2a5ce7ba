import LocatorLabReporting

extension RecordedRunReport {
    /// One self-contained HTML page: the summary, the screens, one row per
    /// distinct locator, the disagreements with their evidence, every find.
    public func html() -> String {
        var page = HTMLDocument(title: title, subtitle: runDescription)
        page.tableOfContents = true
        page.section("Summary")
        page.table(
            columns: [TableColumn("Figure"), TableColumn("Value")],
            rows: headlines.map { [TableCell($0.label, emphasis: .strong), TableCell($0.text)] })
        if !notes.isEmpty { page.list(notes) }
        page.section("Screens")
        page.table(
            columns: [TableColumn("Screen"), TableColumn("Page source"), TableColumn("Platform"),
                TableColumn("Elements", alignment: .right)],
            rows: screens.map { [TableCell($0.id), .code($0.pageSource), TableCell($0.platform.rawValue), TableCell("\($0.elements)")] })
        page.section("Locators")
        page.table(columns: Self.locatorColumns, rows: locatorRows())
        let disagreements = disagreementItems()
        if !disagreements.isEmpty {
            page.section("Where the device and the saved screen disagree")
            for item in disagreements {
                page.subheading(item.title)
                page.list(item.evidence)
            }
        }
        page.section("Finds")
        page.table(columns: Self.useColumns, rows: useRows())
        if !rules.isEmpty {
            page.section("Fragility rules")
            page.list(rules.map { "\($0.id) (\($0.severity.fragilityGrade)): \($0.rationale)" })
        }
        return page.render()
    }
}
