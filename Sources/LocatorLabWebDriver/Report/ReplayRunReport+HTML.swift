import LocatorLabReporting

extension ReplayRunReport {
    /// One self-contained page: the summary, the distinct locators with
    /// their verdicts and compare's judgement, and every find.
    public func html() -> [UInt8] {
        var document = HTMLDocument(title: "Replay report", subtitle: summaryLine())
        document.section("Locators")
        document.table(
            columns: [
                TableColumn("#", alignment: .right), TableColumn("verdict"), TableColumn("strategy"),
                TableColumn("value"), TableColumn("finds", alignment: .right), TableColumn("matches"),
                TableColumn("screens"), TableColumn("compare"),
            ],
            rows: locators.enumerated().map { number, locator in
                [
                    TableCell("\(number + 1)"), TableCell(locator.verdict.rawValue, emphasis: Self.emphasis(locator.verdict)),
                    TableCell(locator.using), .code(locator.value), TableCell("\(locator.sequences.count)"),
                    TableCell(locator.matchCounts.map(String.init).joined(separator: ", ")),
                    TableCell(locator.screens.joined(separator: ", ")),
                    TableCell(Self.details(of: locator).joined(separator: "; ")),
                ]
            })
        document.section("Finds")
        document.table(
            columns: [
                TableColumn("#", alignment: .right), TableColumn("session"), TableColumn("strategy"), TableColumn("value"),
                TableColumn("screen"), TableColumn("matches", alignment: .right), TableColumn("first element"),
                TableColumn("answer"),
            ],
            rows: finds.map { find in
                [
                    TableCell("\(find.sequence)"), TableCell(find.session), TableCell(find.using), .code(find.value),
                    TableCell(find.jumpedFrom.map { "\($0) → \(find.screen)" } ?? find.screen),
                    TableCell("\(find.matches)"), TableCell(find.firstElementDescription ?? ""),
                    TableCell(find.error ?? "found"),
                ]
            })
        return document.bytes()
    }

    static func emphasis(_ verdict: ReplayedLocator.Verdict) -> CellEmphasis {
        switch verdict {
        case .unique, .listed: .good
        case .ambiguous, .empty: .warning
        case .broken, .invalid: .bad
        }
    }
}
