import LocatorLabLocators

extension RecordedRunReport {
    /// The report with each XPath the run sent mapped to the test-source
    /// lines that write it (`compare --recording --tests`): the same
    /// locator as ``LocatorList/merged()`` takes it, whatever its quotes
    /// or spaces. Other strategies and locators built at run time stay
    /// unmapped; the count of unmapped XPaths is a note (``notingUnmapped()``),
    /// which a shard leaves out (`noting: false`) because it counts the
    /// whole run's XPaths, and `merge` adds.
    public func mapped(to sources: LocatorList, noting: Bool = true) -> RecordedRunReport {
        var places: [String: [LocatorList.Use]] = [:]
        for entry in sources.merged().entries where entry.strategy == .xpath {
            places[Self.key(entry.expression), default: []] += entry.uses
        }
        var report = self
        for index in report.locators.indices where report.locators[index].using == "xpath" {
            report.locators[index].sentFrom = places[Self.key(report.locators[index].value)] ?? []
        }
        return noting ? report.notingUnmapped() : report
    }

    /// The report with the note of how many recorded XPaths no test source
    /// writes, when its locators were mapped to test sources (`sentFrom` set)
    /// and some were not found there.
    public func notingUnmapped() -> RecordedRunReport {
        let unmapped = locators.filter { $0.using == "xpath" && $0.sentFrom?.isEmpty == true }.count
        guard unmapped > 0 else { return self }
        var report = self
        report.notes.append(
            "\(unmapped) recorded XPath\(unmapped == 1 ? " is" : "s are") written in none of the test sources given "
                + "(built at run time, or in files not given with --tests)")
        return report
    }

    private static func key(_ expression: String) -> String {
        XPathSpelling.key(of: expression).map { "key:" + $0 } ?? "text:" + expression
    }
}
