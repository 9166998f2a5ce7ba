import LocatorLabReporting

extension ReplayRunReport {
    /// JUnit XML for CI: one test case per distinct locator, failed when it
    /// is broken, ambiguous or invalid, with its finds as the details.
    public func junit() -> [UInt8] {
        let cases = locators.map { locator -> JUnitReport.TestCase in
            let name = "\(locator.using) \(locator.value)"
            guard locator.verdict != .unique, locator.verdict != .listed else { return JUnitReport.TestCase(name: name, outcome: .passed) }
            let details = (Self.details(of: locator) + ["finds: " + locator.sequences.map(String.init).joined(separator: ", ")])
                .joined(separator: "\n")
            return JUnitReport.TestCase(
                name: name,
                outcome: .failed(
                    type: locator.verdict.rawValue,
                    message: "\(locator.verdict.rawValue) on \(locator.screens.joined(separator: ", "))", details: details))
        }
        return JUnitReport(name: "locatorlab replay", suites: [JUnitReport.Suite(name: "replayed locators", cases: cases)]).xml()
    }
}
