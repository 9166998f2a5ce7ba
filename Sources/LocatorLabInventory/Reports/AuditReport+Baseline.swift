import LocatorLabModel
import LocatorLabReporting

extension AuditReport {
    /// What changed since `baseline` (`audit --baseline`), page source by
    /// page source (paired by ``BaselinePairing``): coverage that dropped or
    /// rose, and findings that are new or gone. A finding is the same one
    /// when its rule, element path and identifier are, which is also its
    /// SARIF fingerprint. New warnings and errors (a missing or duplicate
    /// identifier) are regressions; new notes are listed, not counted.
    public func changes(since baseline: AuditBaseline, file: String) -> BaselineDiff {
        let pairing = BaselinePairing(baseline: baseline.pageSources, current: pageSources)
        let oldCoverage = Dictionary(
            baseline.coverage.pageSources.map { ($0.pageSource, $0.coverage.count) }, uniquingKeysWith: { a, _ in a })
        var changes: [BaselineChange] = []
        for pair in pairing.pairs {
            if let old = oldCoverage[pair.baseline],
                let new = coverage.pageSources.first(where: { $0.pageSource == pair.current })?.coverage,
                let change = Self.coverageChange(old: old, new: new, pageSource: pair.current)
            {
                changes.append(change)
            }
            let oldFindings = baseline.findings.filter { $0.pageSource == pair.baseline }
            let newFindings = findings.filter { $0.pageSource == pair.current }
            let oldKeys = Set(oldFindings.map { Self.findingKey($0.rule, $0.path, $0.identifier) })
            let newKeys = Set(newFindings.map(Self.findingKey))
            for finding in newFindings where !oldKeys.contains(Self.findingKey(finding)) {
                changes.append(
                    BaselineChange(
                        direction: finding.severity == .note ? .neutral : .regression,
                        kind: "new-\(finding.rule.rawValue)",
                        pageSource: pair.current, subject: finding.identifier ?? finding.element.expression,
                        message: finding.message, after: finding.severity.rawValue))
            }
            for finding in oldFindings where !newKeys.contains(Self.findingKey(finding.rule, finding.path, finding.identifier)) {
                changes.append(
                    BaselineChange(
                        direction: finding.severity == Severity.note.rawValue ? .neutral : .improvement,
                        kind: "fixed-\(finding.rule)", pageSource: pair.current, subject: finding.identifier ?? finding.path,
                        message: finding.message, before: finding.severity))
            }
        }
        return BaselineDiff(
            file: file, changes: changes, addedPageSources: pairing.added, removedPageSources: pairing.removed)
    }

    /// The SARIF log with each result's `baselineState` against `baseline`'s
    /// findings, and those no longer found as `absent` results.
    public func sarif(toolVersion: String?, baseline: AuditBaseline) -> SARIFLog {
        let pairing = BaselinePairing(baseline: baseline.pageSources, current: pageSources)
        let currentName = Dictionary(pairing.pairs.map { ($0.baseline, $0.current) }, uniquingKeysWith: { a, _ in a })
        let old = baseline.findings.compactMap { finding -> SARIFResult? in
            guard let severity = Severity(rawValue: finding.severity) else { return nil }
            return Self.sarifResult(
                rule: finding.rule, severity: severity, message: finding.message,
                pageSource: currentName[finding.pageSource] ?? finding.pageSource, path: finding.path,
                identifier: finding.identifier)
        }
        return sarif(toolVersion: toolVersion).marked(against: old)
    }

    /// A coverage change of one page source, when its exact share moved
    /// (compared as fractions, so 2/3 against 4/6 is no change).
    static func coverageChange(old: CoverageCount, new: CoverageCount, pageSource: String) -> BaselineChange? {
        guard old.interactive > 0, new.interactive > 0 else { return nil }
        let oldShare = old.identified * new.interactive
        let newShare = new.identified * old.interactive
        guard oldShare != newShare else { return nil }
        let dropped = newShare < oldShare
        return BaselineChange(
            direction: dropped ? .regression : .improvement, kind: dropped ? "coverage-dropped" : "coverage-rose",
            pageSource: pageSource, subject: "identifier coverage",
            message: dropped ? "fewer interactive elements have an identifier" : "more interactive elements have an identifier",
            before: "\(old.percentageText) (\(old.identified)/\(old.interactive))",
            after: "\(new.percentageText) (\(new.identified)/\(new.interactive))")
    }

    private static func findingKey(_ rule: String, _ path: String, _ identifier: String?) -> String {
        [rule, path, identifier ?? ""].joined(separator: "\u{1F}")
    }

    private static func findingKey(_ finding: AuditFinding) -> String {
        findingKey(finding.rule.rawValue, finding.element.expression, finding.identifier)
    }
}
