import LocatorLabReporting

extension AuditReport {
    /// `audit --format junit`: one test suite per page source, with one test
    /// case per interactive element without an identifier (failed) and, with
    /// `--min-coverage`, a suite for the gate whose case fails below it, so
    /// CI shows each missing identifier where the element is. With
    /// `baseline`, one more suite says what changed since (regressions fail).
    public func junit(baseline: BaselineDiff? = nil) -> [UInt8] {
        var suites: [JUnitReport.Suite] = []
        for pageSource in pageSources {
            let missing = findings.filter { $0.rule == .missingIdentifier && $0.pageSource == pageSource }
            let cases = missing.map { finding in
                JUnitReport.TestCase(
                    name: finding.element.expression,
                    outcome: .failed(
                        type: finding.rule.rawValue, message: finding.message,
                        details: "\(finding.pageSource): \(finding.element.expression)"))
            }
            suites.append(JUnitReport.Suite(name: pageSource, cases: cases))
        }
        if let gate = gateLine {
            let outcome: JUnitReport.TestCase.Outcome =
                meetsMinimumCoverage
                ? .passed : .failed(type: "min-coverage", message: gate, details: gate)
            suites.append(
                JUnitReport.Suite(name: "minimum coverage", cases: [JUnitReport.TestCase(name: "coverage", outcome: outcome)]))
        }
        if let baseline { suites.append(baseline.junitSuite()) }
        return JUnitReport(name: "locatorlab audit", suites: suites).xml()
    }
}
