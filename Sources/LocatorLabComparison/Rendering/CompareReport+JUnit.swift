import LocatorLabReporting

extension CompareReport {
    /// JUnit XML for CI (`compare --format junit`): one test suite per
    /// locator, named by its number, expression and origin, with one test
    /// case per page source the text report shows for it (the screens of its
    /// app). A unique match passes; ambiguous, broken or failing fails with
    /// that status and what it found; an invalid XPath is one failed case.
    public func junit() -> [UInt8] {
        let suites = locators.map { locator -> JUnitReport.Suite in
            var name = "[\(locator.number)] \(locator.shownLocator)"
            if let file = locator.file { name += " (\(file)\(locator.line.map { ":\($0)" } ?? ""))" }
            if let invalid = locator.invalid {
                let message = CompareReport.invalidText(locator, invalid)
                return JUnitReport.Suite(
                    name: name,
                    cases: [.init(name: "compiles", outcome: .failed(type: "invalid-\(locator.strategy ?? "xpath")", message: message, details: message))])
            }
            let cases = relevantPages(of: locator).shown.map { page -> JUnitReport.TestCase in
                // Why a query has no timing, with each of its cases.
                let timing = locator.timingNote.map { [(name: "timing", value: $0)] } ?? []
                guard page.status != .unique && page.status != .list else {
                    return .init(name: page.pageSource, outcome: .passed, properties: timing)
                }
                let message = page.error ?? Self.matchText(page)
                let details = ([message] + page.notes).joined(separator: "\n")
                return .init(
                    name: page.pageSource, outcome: .failed(type: page.status.rawValue, message: message, details: details),
                    properties: timing)
            }
            return JUnitReport.Suite(name: name, cases: cases)
        }
        return JUnitReport(name: "locatorlab compare", suites: suites).xml()
    }
}
