import LocatorLabReporting

extension CompareReport {
    /// `compare --summary`: the title, then one line per locator, for a
    /// suite too large to read in full (14 locators on 31 page sources gave
    /// 964 lines). Each line holds the match status on every page source of
    /// the locator's screens, the median xpath ÷ id-index ratio, the survival of
    /// the XPath, the identifier and the best suggestion (of the first page
    /// source that has it), and that suggestion; a locator written in
    /// several places (`--tests`) gets a second line listing them.
    public func summaryText() -> String {
        var out = title + "\n"
        let width = String(locators.count).count
        for locator in locators {
            let number = String(repeating: " ", count: width - String(locator.number).count) + "[\(locator.number)]"
            var line = "\(number) \(TerminalText.sanitized(locator.shownLocator))"
            if let invalid = locator.invalid {
                line += "  invalid at offset \(invalid.offset): \(invalid.message)"
                out += line + "\n"
                continue
            }
            let pages = relevantPages(of: locator).shown
            var counts: [LocatorStatus: Int] = [:]
            for page in pages { counts[page.status, default: 0] += 1 }
            let statuses = LocatorStatus.allCases.compactMap { status in counts[status].map { "\(status.rawValue) \($0)" } }
            line += "  " + statuses.joined(separator: ", ")
            let ratios = pages.compactMap { $0.timings?.ratio(.xpath, .idIndex) }.filter(\.isFinite).sorted()
            if !ratios.isEmpty { line += "; xpath/id \(Self.ratioText(ratios[ratios.count / 2]))" }
            if let surviving = pages.first(where: { $0.survival != nil }), let survival = surviving.survival {
                line += "; survival \(Self.strategyName(.xpath, in: survival))/id/best \(Self.survivalPercentages(surviving))"
            }
            if let best = pages.lazy.map(Self.bestSuggestionText).first(where: { !$0.isEmpty }) {
                line += "; best \(TerminalText.sanitized(best))"
            }
            out += line + "\n"
            if let uses = locator.otherUsesText {
                out += String(repeating: " ", count: number.count + 1) + "used at \(TerminalText.sanitized(uses))\n"
            }
        }
        return out
    }
}
