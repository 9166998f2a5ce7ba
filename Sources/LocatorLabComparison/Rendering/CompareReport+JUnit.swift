import LocatorLabReporting

extension CompareReport {
    /// JUnit XML for CI (`compare --format junit`): one test suite per page
    /// source, in argument order, with one test case per locator judged on
    /// it (every locator but those finding nothing on another screen). A
    /// unique match or a list passes; ambiguous, broken or failing fails
    /// with that status and what it found. Invalid locators are one more
    /// suite, `invalid locators`, one failed case each. With `baseline`, a
    /// last suite says what changed since.
    ///
    /// Suites are files and cases are named by the locator as written
    /// (``LocatorReport/shownLocator``), never by its number or line, so a
    /// dashboard that keeps history by suite and test name (ReportPortal's
    /// JUnit import, which names a step after the case's `name` alone)
    /// follows each locator from run to run while locators are added or
    /// moved in the files.
    public func junit(baseline: BaselineDiff? = nil) -> [UInt8] {
        var suites: [JUnitReport.Suite] = []
        // Each locator's results by page source, looked up once per suite.
        let byPageSource = locators.map { locator in
            Dictionary(locator.pages.map { ($0.pageSource, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for pageSource in pageSources {
            let cases = locators.indices.compactMap { index -> JUnitReport.TestCase? in
                let locator = locators[index]
                guard locator.invalid == nil, let page = byPageSource[index][pageSource.name] else { return nil }
                // Why a query has no timing, with each of its cases.
                let timing = locator.timingNote.map { [(name: "timing", value: $0)] } ?? []
                guard page.status != .unique && page.status != .list else {
                    return .init(name: locator.shownLocator, outcome: .passed, properties: timing)
                }
                let message = page.error ?? Self.matchText(page)
                let details = ([message] + page.notes).joined(separator: "\n")
                return .init(
                    name: locator.shownLocator,
                    outcome: .failed(type: page.status.rawValue, message: message, details: details),
                    properties: timing)
            }
            suites.append(JUnitReport.Suite(name: pageSource.name, cases: cases))
        }
        let invalid = locators.compactMap { locator -> JUnitReport.TestCase? in
            guard let invalid = locator.invalid else { return nil }
            let message = CompareReport.invalidText(locator, invalid)
            let place = locator.file.map { "\($0)\(locator.line.map { ":\($0)" } ?? ""): " } ?? ""
            return .init(
                name: locator.shownLocator,
                outcome: .failed(type: "invalid-\(locator.strategy ?? "xpath")", message: message, details: place + message))
        }
        if !invalid.isEmpty { suites.append(JUnitReport.Suite(name: "invalid locators", cases: invalid)) }
        if let baseline { suites.append(baseline.junitSuite()) }
        return JUnitReport(name: "locatorlab compare", suites: suites).xml()
    }
}
