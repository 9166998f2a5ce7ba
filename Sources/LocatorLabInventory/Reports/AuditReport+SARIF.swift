import Foundation
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
                            artifactLocation: SARIFArtifactLocation(uri: Self.uri(forPath: finding.pageSource))),
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

    /// A URI reference for a path as the user gave it: relative paths stay
    /// relative (resolved against the repository by code scanning), absolute
    /// ones become `file://` URIs, a first segment with a colon gets `./` (it
    /// would read as a scheme), and characters a URI cannot hold (spaces,
    /// `#`, `?`, `%`, non-ASCII) are percent-encoded.
    static func uri(forPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        if path.hasPrefix("/") { return "file://" + encoded }
        // A colon in the first segment would read as a scheme (`a:b.xml`).
        let firstSegment = encoded.split(separator: "/", maxSplits: 1).first ?? ""
        return firstSegment.contains(":") ? "./" + encoded : encoded
    }
}
