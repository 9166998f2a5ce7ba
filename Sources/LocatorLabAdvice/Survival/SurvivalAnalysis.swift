/// What ``SurvivalAnalyzer`` found: the report, and how often each candidate
/// suggestion survived over the same trials.
public struct SurvivalAnalysis: Sendable {
    public var report: SurvivalReport
    /// Trials each candidate survived, in the order the candidates were given.
    public var candidateSurvived: [Int]
    /// The candidate reported as the `suggestion` strategy: the one that
    /// survived most often, the earlier on a tie.
    public var bestCandidate: Int?

    public init(report: SurvivalReport, candidateSurvived: [Int], bestCandidate: Int?) {
        self.report = report
        self.candidateSurvived = candidateSurvived
        self.bestCandidate = bestCandidate
    }
}
