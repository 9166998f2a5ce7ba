extension SARIFLog {
    /// The log with each result of its first run marked against the
    /// baseline's results (SARIF 2.1.0 §3.27.24): `new` when the baseline
    /// has no result with the same rule, file and partial fingerprints,
    /// `updated` when it has one with another level or message, `unchanged`
    /// otherwise; the baseline's results this run no longer has are added as
    /// `absent`, after the others. The caller builds `baseline` as it builds
    /// its own results, with the file names of this run (``BaselinePairing``).
    public func marked(against baseline: [SARIFResult]) -> SARIFLog {
        guard var run = runs.first else { return self }
        var remaining: [String: [SARIFResult]] = Dictionary(grouping: baseline, by: Self.identity)
        for index in run.results.indices {
            let key = Self.identity(run.results[index])
            if let old = remaining[key]?.first {
                remaining[key]!.removeFirst()
                let same = old.level == run.results[index].level && old.message.text == run.results[index].message.text
                run.results[index].baselineState = same ? .unchanged : .updated
            } else {
                run.results[index].baselineState = .new
            }
        }
        let ruleIndices = Dictionary(
            (run.tool.driver.rules ?? []).enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        for old in baseline {
            let key = Self.identity(old)
            guard let left = remaining[key], !left.isEmpty else { continue }
            remaining[key]!.removeFirst()
            var absent = left[0]
            absent.baselineState = .absent
            if absent.ruleIndex == nil, let id = absent.ruleId { absent.ruleIndex = ruleIndices[id] }
            run.results.append(absent)
        }
        var log = self
        log.runs[0] = run
        return log
    }

    /// What makes two results the same finding: the rule, the file, and the
    /// partial fingerprints (which GitHub code scanning also matches on).
    static func identity(_ result: SARIFResult) -> String {
        let uri = result.locations?.first?.physicalLocation?.artifactLocation.uri ?? ""
        let prints = (result.partialFingerprints ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([result.ruleId ?? "", uri] + prints).joined(separator: "\u{1F}")
    }
}
