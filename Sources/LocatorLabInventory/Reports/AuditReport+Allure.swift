import LocatorLabModel
import LocatorLabReporting

extension AuditReport {
    /// `audit --format allure`: per page source, one result for its
    /// identifier coverage (failed below `--min-coverage`, passed otherwise)
    /// and one per finding (an error or warning fails; a note passes, with
    /// its message), each with the page source attached when
    /// `pageSourceBytes` has it. Labels group them in Allure's Suites tab by
    /// command (`parentSuite`), page source (`suite`, also `screen`) and rule
    /// (`subSuite`, also `tag`), with Allure's `severity`.
    public func allure(pageSourceBytes: [String: [UInt8]] = [:]) throws(ReportingError) -> AllureResultsFolder {
        var folder = AllureResultsFolder()
        for entry in coverage.pageSources {
            let pageSource = entry.pageSource
            let attachments =
                pageSourceBytes[pageSource].map { [folder.attachPageSource(named: pageSource, bytes: $0)] } ?? []
            let below = options.minimumCoverage.map { !entry.coverage.meets($0) } ?? false
            let figure = "\(entry.coverage.identified) of \(entry.coverage.interactive) interactive elements identified "
                + "(\(entry.coverage.percentageText))"
            try folder.add(
                AllureResult(
                    fullName: "audit/\(pageSource)/coverage", name: "identifier coverage",
                    status: below ? .failed : .passed, statusDetails: below ? .init(message: figure) : nil,
                    description: figure, attachments: attachments,
                    labels: Self.allureLabels(pageSource: pageSource, subSuite: "coverage", severity: "normal")))
            for finding in findings where finding.pageSource == pageSource {
                let subject = finding.identifier ?? finding.element.expression
                let status: AllureResult.Status = finding.severity == .note ? .passed : .failed
                var parameters = [AllureResult.Parameter(name: "element", value: finding.element.expression)]
                if let suggestion = finding.suggestion {
                    parameters.append(.init(name: "suggested id", value: suggestion))
                }
                try folder.add(
                    AllureResult(
                        fullName: "audit/\(pageSource)/\(finding.rule.rawValue)/\(finding.element.expression)/"
                            + (finding.identifier ?? ""),
                        name: "\(finding.rule.rawValue): \(subject)", status: status,
                        statusDetails: .init(message: finding.message), description: finding.rule.explanation,
                        steps: [
                            AllureResult.Step(
                                name: "element \(finding.element.expression)", status: status,
                                attachments: attachments, parameters: parameters)
                        ],
                        attachments: attachments, parameters: parameters,
                        labels: Self.allureLabels(
                            pageSource: pageSource, subSuite: finding.rule.rawValue,
                            severity: Self.allureSeverity(finding.severity))
                            + [.init("tag", finding.rule.rawValue)]))
            }
        }
        return folder
    }

    private static func allureLabels(pageSource: String, subSuite: String, severity: String) -> [AllureResult.Label] {
        [
            .init("parentSuite", "locatorlab audit"), .init("suite", pageSource), .init("subSuite", subSuite),
            .init("screen", pageSource), .init("severity", severity),
        ]
    }

    /// Allure's severities (blocker, critical, normal, minor, trivial).
    private static func allureSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "normal"
        case .note: "minor"
        }
    }
}
