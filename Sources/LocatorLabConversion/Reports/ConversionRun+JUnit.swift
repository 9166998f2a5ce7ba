import LocatorLabReporting

extension ConversionRun {
    /// `convert --format junit`: one test suite per test source with XPath
    /// locators (or XCUITest queries), one test case per locator, named by its
    /// line and XPath (query). A converted locator, and a query that already
    /// selects by identifier, passes; one that stays an XPath fails with its outcome
    /// and reason (what `--fail-on unconverted` gates on), except one built at
    /// run time, which is skipped (it is never converted); a file that could not
    /// be read, parsed or written is a failed case of its own, and so is each
    /// identifier the app must add (suite `identifiers to add`).
    public func junit() -> [UInt8] {
        var suites: [JUnitReport.Suite] = []
        for file in files where !file.locators.isEmpty {
            let cases = file.locators.map { conversion -> JUnitReport.TestCase in
                let locator = conversion.locator
                let shown = locator.expression ?? locator.argumentText
                let name = "line \(locator.position.line): \(shown)"
                // A query says what it is; an XPath's case reads as it always has.
                let kind: [(name: String, value: String)] =
                    ConvertedLocatorKind(locator) == .xcuitestQuery ? [(name: "strategy", value: "xcuitest")] : []
                let described = ConvertedLocatorKind(locator) == .xcuitestQuery ? "XCUITest query \(shown)" : shown
                switch conversion.outcome {
                case .converted:
                    return JUnitReport.TestCase(
                        name: name, outcome: .passed,
                        properties: kind + (conversion.proof.map { [(name: "proof", value: $0.rawValue)] } ?? [])
                            + (conversion.instances.isEmpty
                                ? [] : [(name: "recorded instances", value: String(conversion.instances.count))]))
                case .alreadyIdentifier:
                    // Nothing to convert, as an accessibility-id locator of the other languages.
                    return JUnitReport.TestCase(
                        name: name, outcome: .passed, properties: kind + [(name: "outcome", value: conversion.outcome.rawValue)])
                case .dynamic:
                    return JUnitReport.TestCase(
                        name: name, outcome: .skipped(message: conversion.reason), properties: kind)
                default:
                    return JUnitReport.TestCase(
                        name: name,
                        outcome: .failed(
                            type: conversion.outcome.rawValue, message: conversion.reason,
                            details: "\(file.file):\(locator.position.line):\(locator.position.column): \(described)"),
                        properties: kind)
                }
            }
            suites.append(JUnitReport.Suite(name: file.file, cases: cases))
        }
        if !identifierRequests.isEmpty {
            suites.append(
                JUnitReport.Suite(
                    name: "identifiers to add",
                    cases: identifierRequests.map { request in
                        JUnitReport.TestCase(
                            name: "\(request.elementDescription) on \(request.element.pageSource)",
                            outcome: .failed(
                                type: "identifier-request", message: request.message,
                                details: request.locators.map { "\($0.place): \($0.xpath)" }.joined(separator: "\n")),
                            properties: [(name: "proposed", value: request.proposed)])
                    }))
        }
        if !problems.isEmpty {
            suites.append(
                JUnitReport.Suite(
                    name: "files skipped",
                    cases: problems.map { problem in
                        JUnitReport.TestCase(
                            name: problem.file,
                            outcome: .failed(type: "skipped-file", message: problem.message, details: problem.description))
                    }))
        }
        return JUnitReport(name: "locatorlab convert", suites: suites).xml()
    }
}
