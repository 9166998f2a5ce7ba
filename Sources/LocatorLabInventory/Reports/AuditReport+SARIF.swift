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
            Self.sarifResult(
                rule: finding.rule.rawValue, severity: finding.severity, message: finding.message,
                pageSource: finding.pageSource, path: finding.element.expression, identifier: finding.identifier)
        }
        return SARIFLog(tool: SARIFToolComponent(name: toolName, version: toolVersion, rules: rules), results: results)
    }

    /// One finding's result; a baseline's findings are built by the same
    /// function, so that `baselineState` matches them by equal fingerprints.
    static func sarifResult(
        rule: String, severity: Severity, message: String, pageSource: String, path: String, identifier: String?
    ) -> SARIFResult {
        SARIFResult(
            ruleId: rule,
            level: severity,
            message: message,
            locations: [
                SARIFLocation(
                    physicalLocation: SARIFLocation.PhysicalLocation(
                        artifactLocation: SARIFArtifactLocation(path: pageSource)),
                    message: SARIFMessage("element \(path)"))
            ],
            partialFingerprints: ["locatorlabElement/v1": [rule, path, identifier ?? ""].joined(separator: "|")])
    }

    /// The SARIF log's JSON bytes.
    public func sarifJSON(toolName: String = "locatorlab", toolVersion: String? = nil) throws(ReportingError) -> [UInt8] {
        try sarif(toolName: toolName, toolVersion: toolVersion).json()
    }
}
