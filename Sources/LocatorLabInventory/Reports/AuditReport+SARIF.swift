import LocatorLabModel
import LocatorLabReporting

extension AuditReport {
    /// The findings as a SARIF 2.1.0 log (GitHub code scanning, IDEs). Each
    /// result points at its page source file without a region (the model does
    /// not keep XML line numbers); the element's XPath is in the location's
    /// message, and with the rule and identifier it forms the partial
    /// fingerprint that tracks a finding across runs.
    public func sarif(toolName: String = "locatorlab", toolVersion: String? = nil) -> SARIFLog {
        let rules = AuditRule.allCases.map { rule in
            SARIFReportingDescriptor(
                id: rule.rawValue, name: rule.name, shortDescription: rule.title, fullDescription: rule.explanation,
                level: rule.defaultSeverity)
        }
        let results = findings.map { finding in
            SARIFResult(
                ruleId: finding.rule.rawValue,
                level: finding.severity,
                message: finding.message,
                locations: [
                    SARIFLocation(
                        physicalLocation: SARIFLocation.PhysicalLocation(
                            artifactLocation: SARIFArtifactLocation(path: finding.pageSource)),
                        message: SARIFMessage("element \(finding.element.expression)"))
                ],
                partialFingerprints: [
                    "locatorlabElement/v1": [
                        finding.rule.rawValue, finding.element.expression, finding.identifier ?? "",
                    ]
                    .joined(separator: "|")
                ])
        }
        return SARIFLog(tool: SARIFToolComponent(name: toolName, version: toolVersion, rules: rules), results: results)
    }

    /// The SARIF log's JSON bytes.
    public func sarifJSON(toolName: String = "locatorlab", toolVersion: String? = nil) throws(ReportingError) -> [UInt8] {
        try sarif(toolName: toolName, toolVersion: toolVersion).json()
    }
}
