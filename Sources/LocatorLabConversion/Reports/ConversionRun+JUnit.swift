import LocatorLabReporting

extension ConversionRun {
    /// `convert --format junit`: one test suite per test source with XPath
    /// locators, one test case per locator, named by its line and XPath. A
    /// converted locator passes; one that stays an XPath fails with its outcome
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
                switch conversion.outcome {
                case .converted:
                    return JUnitReport.TestCase(
                        name: name, outcome: .passed,
                        properties: (conversion.proof.map { [(name: "proof", value: $0.rawValue)] } ?? [])
                            + (conversion.instances.isEmpty
                                ? [] : [(name: "recorded instances", value: String(conversion.instances.count))]))
                case .dynamic:
                    return JUnitReport.TestCase(name: name, outcome: .skipped(message: conversion.reason))
                default:
                    return JUnitReport.TestCase(
                        name: name,
                        outcome: .failed(
                            type: conversion.outcome.rawValue, message: conversion.reason,
                            details: "\(file.file):\(locator.position.line):\(locator.position.column): \(shown)"))
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
