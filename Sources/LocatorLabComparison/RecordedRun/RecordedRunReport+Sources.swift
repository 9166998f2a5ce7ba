import LocatorLabLocators

extension RecordedRunReport {
    /// The report with each XPath the run sent mapped to the test-source
    /// lines that write it (`compare --recording --tests`): the same
    /// locator as ``LocatorList/merged()`` takes it, whatever its quotes
    /// or spaces. Other strategies and locators built at run time stay
    /// unmapped; the count of unmapped XPaths is a note.
    public func mapped(to sources: LocatorList) -> RecordedRunReport {
        var places: [String: [LocatorList.Use]] = [:]
        for entry in sources.merged().entries where entry.strategy == .xpath {
            places[Self.key(entry.expression), default: []] += entry.uses
        }
        var report = self
        var unmapped = 0
        for index in report.locators.indices where report.locators[index].using == "xpath" {
            let found = places[Self.key(report.locators[index].value)] ?? []
            report.locators[index].sentFrom = found
            if found.isEmpty { unmapped += 1 }
        }
        if unmapped > 0 {
            report.notes.append(
                "\(unmapped) recorded XPath\(unmapped == 1 ? " is" : "s are") written in none of the test sources given "
                    + "(built at run time, or in files not given with --tests)")
        }
        return report
    }

    private static func key(_ expression: String) -> String {
        XPathSpelling.key(of: expression).map { "key:" + $0 } ?? "text:" + expression
    }
}
