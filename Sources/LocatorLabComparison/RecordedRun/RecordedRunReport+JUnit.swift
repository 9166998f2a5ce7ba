import LocatorLabReporting

extension RecordedRunReport {
    /// JUnit XML for CI: one suite per distinct locator, one case per find.
    /// A find fails when LocatorLab finds nothing for it on its screen (or
    /// cannot evaluate it there), or when the device's answer disagrees; a
    /// locator LocatorLab does not evaluate is skipped.
    public func junit() -> [UInt8] {
        let suites = locators.map { locator -> JUnitReport.Suite in
            let name = "[\(locator.number)] \(Self.heading(locator))"
            if let invalid = locator.invalid {
                let message = "invalid at offset \(invalid.offset): \(invalid.message)"
                return JUnitReport.Suite(
                    name: name, cases: [.init(name: "compiles", outcome: .failed(type: "invalid", message: message, details: message))])
            }
            let cases = locator.uses.map { use -> JUnitReport.TestCase in
                let caseName = "#\(use.sequence) on \(use.screen)"
                if let reason = locator.notEvaluated { return .init(name: caseName, outcome: .skipped(message: reason)) }
                let result = locator.screens.first { $0.screen == use.screen }
                if use.agreement == .disagrees {
                    return .init(
                        name: caseName,
                        outcome: .failed(type: "disagrees", message: Self.useText(use), details: use.evidence.joined(separator: "\n")))
                }
                if let result, result.status == .broken || result.status == .error {
                    let message = Self.resultText(result)
                    return .init(
                        name: caseName,
                        outcome: .failed(type: result.status.rawValue, message: message, details: ([message] + result.notes).joined(separator: "\n")))
                }
                return .init(name: caseName, outcome: .passed)
            }
            return JUnitReport.Suite(name: name, cases: cases)
        }
        return JUnitReport(name: "locatorlab compare --recording", suites: suites).xml()
    }
}
