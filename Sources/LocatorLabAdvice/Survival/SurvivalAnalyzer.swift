import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Mutates a page source around a locator's targets and checks, for each
/// strategy, whether it still finds exactly the same elements, tracked by
/// identity through ``MutatedTree/origin``.
public struct SurvivalAnalyzer: Sendable {
    public let tree: ElementTree
    public let kinds: [MutationKind]
    public let seeds: [UInt64]
    public let appPackage: String?
    /// The bounds on each evaluation in a trial: the comparison's own.
    public let limits: XPathLimits
    /// `tree.frames()`, shared by the analyses of one page source.
    public let frames: [Frame?]?

    public init(
        tree: ElementTree, kinds: [MutationKind], seeds: [UInt64], appPackage: String?, limits: XPathLimits,
        frames: [Frame?]? = nil
    ) {
        self.tree = tree
        self.frames = frames
        self.kinds = kinds
        self.seeds = seeds.isEmpty ? [1] : seeds
        self.appPackage = appPackage
        self.limits = limits
    }

    /// - Parameters:
    ///   - targets: the elements mutations are placed around (the XPath's matches).
    ///   - strategies: each strategy's locator and what it found before.
    ///   - candidates: suggested locators for the first target, best first;
    ///     each is tried in every trial, and the one that survives most often
    ///     (the earlier on a tie) is the report's `suggestion` strategy.
    public func analyze(
        targets: [ElementID], strategies: [(StrategyLocator, [ElementID])], candidates: [(Locator, [ElementID])] = []
    ) -> SurvivalAnalysis {
        let mutator = TreeMutator(tree: tree, frames: frames)
        var trials: [SurvivalTrial] = []
        var candidateOutcomes: [[SurvivalOutcome]] = Array(repeating: [], count: candidates.count)
        var notApplicable: [MutationKind] = []
        for kind in kinds {
            var applied = false
            for seed in kind.isSeeded ? seeds : [seeds[0]] {
                guard let mutated = mutator.mutate(kind, around: targets, seed: seed) else { continue }
                applied = true
                // A trial looks up one or two identifiers on a tree it
                // sees once: walking for them costs less than an index.
                let engine = LocatorEngine(
                    tree: mutated.tree, appPackage: appPackage, limits: limits,
                    explainsPageSourceDifferences: false, walksLookups: true
                )
                // The same locator often stands for two strategies (the
                // XPath as written is also the `original` suggestion).
                var found: [Locator: [ElementID]?] = [:]
                func outcome(_ locator: Locator, before: [ElementID]) -> SurvivalOutcome {
                    let after: [ElementID]?
                    if let known = found[locator] {
                        after = known
                    } else {
                        // A failure is recorded as the trial's `.failed`
                        // outcome (shown in the report), not as no match.
                        after = try? engine.matchingElements(locator)
                        found[locator] = after
                    }
                    guard let after else { return .failed }
                    return SurvivalOutcome(before: before, after: mutated.originalElements(of: after))
                }
                var outcomes: [SurvivalStrategy: SurvivalOutcome] = [:]
                for (strategy, before) in strategies {
                    outcomes[strategy.strategy] = outcome(strategy.locator, before: before)
                }
                for (index, (locator, before)) in candidates.enumerated() {
                    candidateOutcomes[index].append(outcome(locator, before: before))
                }
                trials.append(
                    SurvivalTrial(
                        mutation: kind, seed: seed, summary: mutated.summary, xpath: outcomes[.xpath],
                        identifier: outcomes[.identifier], suggestion: nil
                    )
                )
            }
            if !applied { notApplicable.append(kind) }
        }
        let survived = candidateOutcomes.map { $0.filter(\.survived).count }
        var strategyLocators = strategies.map(\.0)
        var best: Int?
        for index in survived.indices where best.map({ survived[index] > survived[$0] }) ?? true {
            best = index
        }
        if let best {
            for position in trials.indices { trials[position].suggestion = candidateOutcomes[best][position] }
            strategyLocators.append(
                StrategyLocator(strategy: .suggestion, locator: candidates[best].0, count: candidates[best].1.count))
        }
        return SurvivalAnalysis(
            report: SurvivalReport(strategies: strategyLocators, trials: trials, notApplicable: notApplicable),
            candidateSurvived: survived, bestCandidate: best
        )
    }
}

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
