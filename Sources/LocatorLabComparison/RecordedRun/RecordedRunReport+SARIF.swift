import LocatorLabAdvice
import LocatorLabModel
import LocatorLabReporting

extension RecordedRunReport {
    /// The rules of the SARIF log besides the fragility catalog's.
    enum SARIFRule: String, CaseIterable {
        case broken = "recorded-broken"
        case ambiguous = "recorded-ambiguous"
        case disagreement = "recorded-disagreement"
        case replacement = "recorded-replacement"

        var title: String {
            switch self {
            case .broken: "The locator finds nothing (or fails) on a screen the suite sent it on"
            case .ambiguous: "The locator finds several elements on a screen the suite sent it on"
            case .disagreement: "The device's answer and LocatorLab's evaluation of the saved screen differ"
            case .replacement: "An identifier selects the same elements on every screen the locator was sent on"
            }
        }

        var name: String {
            switch self {
            case .broken: "BrokenOnRecordedScreen"
            case .ambiguous: "AmbiguousOnRecordedScreen"
            case .disagreement: "DeviceDisagrees"
            case .replacement: "VerifiedIdentifierReplacement"
            }
        }

        var level: Severity {
            switch self {
            case .broken: .error
            case .ambiguous, .disagreement: .warning
            case .replacement: .note
            }
        }
    }

    /// The report as a SARIF 2.1.0 log: per distinct locator, a result for
    /// each screen it is broken or ambiguous on, each disagreement with its
    /// evidence, each fragility finding, and its verified replacement. A
    /// result points at the page source of its screen (a recording has no
    /// test source lines); the locator is its partial fingerprint.
    public func sarif(toolName: String = "locatorlab", toolVersion: String? = nil) -> SARIFLog {
        var rules = SARIFRule.allCases.map { rule in
            SARIFReportingDescriptor(id: rule.rawValue, name: rule.name, shortDescription: rule.title, level: rule.level)
        }
        rules += FragilityCatalog.all.filter { rule in self.rules.contains { $0.id == rule.id } }.map { rule in
            SARIFReportingDescriptor(
                id: rule.id, shortDescription: rule.title, fullDescription: rule.rationale,
                level: rule.severity)
        }
        var results: [SARIFResult] = []
        for locator in locators {
            let fingerprint = ["locatorlabRecordedLocator/v1": "\(locator.using)|\(locator.value)"]
            let heading = Self.heading(locator)
            // The code that sends the locator first (`--tests`), where a
            // reviewer fixes it, then the screen it was sent on.
            let code = (locator.sentFrom ?? []).map { use in
                var place = SARIFLocation(uri: use.file, line: use.line, column: use.column)
                place.message = SARIFMessage("sends \(locator.using) \(locator.value)")
                return place
            }
            func location(_ screen: String) -> [SARIFLocation] {
                let path = screens.first { $0.id == screen }?.pageSource ?? screen
                return code + [
                    SARIFLocation(
                        physicalLocation: .init(artifactLocation: SARIFArtifactLocation(path: path)),
                        message: SARIFMessage("screen \(screen)"))
                ]
            }
            for result in locator.screens where result.status != .unique && result.status != .list {
                let rule: SARIFRule = result.status == .ambiguous ? .ambiguous : .broken
                results.append(
                    SARIFResult(
                        ruleId: rule.rawValue, level: rule.level, message: "\(heading): \(Self.resultText(result))",
                        locations: location(result.screen), partialFingerprints: fingerprint))
            }
            for use in locator.disagreements {
                results.append(
                    SARIFResult(
                        ruleId: SARIFRule.disagreement.rawValue, level: SARIFRule.disagreement.level,
                        message: "\(heading): " + use.evidence.joined(separator: "; "), locations: location(use.screen),
                        partialFingerprints: fingerprint))
            }
            let home = locator.screens.first?.screen ?? locator.uses.first?.screen ?? ""
            for finding in locator.findings {
                results.append(
                    SARIFResult(
                        ruleId: finding.rule, level: finding.severity, message: "\(heading): \(finding.message)",
                        locations: location(home), partialFingerprints: fingerprint))
            }
            if locator.replacement != nil {
                results.append(
                    SARIFResult(
                        ruleId: SARIFRule.replacement.rawValue, level: SARIFRule.replacement.level,
                        message: "\(heading): replace with \(Self.replacementText(locator))", locations: location(home),
                        partialFingerprints: fingerprint))
            }
        }
        return SARIFLog(tool: SARIFToolComponent(name: toolName, version: toolVersion, rules: rules), results: results)
    }

    public func sarifJSON(toolName: String = "locatorlab", toolVersion: String? = nil) throws(ReportingError) -> [UInt8] {
        try sarif(toolName: toolName, toolVersion: toolVersion).json()
    }
}
