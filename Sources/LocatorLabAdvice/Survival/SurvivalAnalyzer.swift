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

    /// Mutated trees and their engines that do not depend on the targets
    /// (translated texts), kept for the next analysis of the same page
    /// source: ``LocatorRanking`` ranks every element of a screen, and
    /// translating a 2,000-element screen's texts took 9% of `inspect`.
    ///
    /// Not `Sendable` (it holds engines): give each task its own.
    public final class SharedTrials {
        fileprivate var trials: [UInt64: Trial] = [:]

        public init() {}

        fileprivate final class Trial {
            let mutated: MutatedTree
            let engine: LocatorEngine
            var found: [Locator: [ElementID]?] = [:]

            init(mutated: MutatedTree, engine: LocatorEngine) {
                self.mutated = mutated
                self.engine = engine
            }
        }
    }

    /// - Parameters:
    ///   - targets: the elements mutations are placed around (the XPath's matches).
    ///   - strategies: each strategy's locator and what it found before.
    ///   - candidates: suggested locators for the first target, best first;
    ///     each is tried in every trial, and the one that survives most often
    ///     (the earlier on a tie) is the report's `suggestion` strategy.
    ///   - shared: the trials that do not depend on the targets, from earlier
    ///     analyses of the same tree with the same settings.
    public func analyze(
        targets: [ElementID], strategies: [(StrategyLocator, [ElementID])], candidates: [(Locator, [ElementID])] = [],
        shared: SharedTrials? = nil
    ) -> SurvivalAnalysis {
        let mutator = TreeMutator(tree: tree, frames: frames)
        var trials: [SurvivalTrial] = []
        var candidateOutcomes: [[SurvivalOutcome]] = Array(repeating: [], count: candidates.count)
        var notApplicable: [MutationKind] = []
        for kind in kinds {
            var applied = false
            // A mutation the seed does not change gives every seed the same
            // outcomes: they are worked out once and repeated.
            var sameForEverySeed: (trial: SurvivalTrial, candidates: [SurvivalOutcome])?
            for seed in kind.isSeeded ? seeds : [seeds[0]] {
                if let repeated = sameForEverySeed {
                    var trial = repeated.trial
                    trial.seed = seed
                    trials.append(trial)
                    for index in candidates.indices { candidateOutcomes[index].append(repeated.candidates[index]) }
                    continue
                }
                guard let trial = self.trial(kind, seed: seed, around: targets, mutator: mutator, shared: shared) else {
                    continue
                }
                applied = true
                // The same locator often stands for two strategies (the
                // XPath as written is also the `original` suggestion).
                func outcome(_ locator: Locator, before: [ElementID]) -> SurvivalOutcome {
                    let after: [ElementID]?
                    if let known = trial.found[locator] {
                        after = known
                    } else {
                        // A failure is recorded as the trial's `.failed`
                        // outcome (shown in the report), not as no match.
                        after = try? trial.engine.matchingElements(locator)
                        trial.found[locator] = after
                    }
                    guard let after else { return .failed }
                    return SurvivalOutcome(before: before, after: trial.mutated.originalElements(of: after))
                }
                var outcomes: [SurvivalStrategy: SurvivalOutcome] = [:]
                for (strategy, before) in strategies {
                    outcomes[strategy.strategy] = outcome(strategy.locator, before: before)
                }
                let found = candidates.map { locator, before in outcome(locator, before: before) }
                for index in candidates.indices { candidateOutcomes[index].append(found[index]) }
                let made = SurvivalTrial(
                    mutation: kind, seed: seed, summary: trial.mutated.summary, xpath: outcomes[.xpath],
                    identifier: outcomes[.identifier], suggestion: nil
                )
                trials.append(made)
                if targets.count == 1 && TreeMutator.seedIndependentKinds.contains(kind) {
                    sameForEverySeed = (made, found)
                }
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
    /// One trial's mutated tree and the engine on it, or `nil` when the
    /// mutation does not apply; the targets' own trials are fresh, the
    /// others come from `shared` when it has them.
    private func trial(
        _ kind: MutationKind, seed: UInt64, around targets: [ElementID], mutator: TreeMutator, shared: SharedTrials?
    ) -> SharedTrials.Trial? {
        let independent = kind == .changeTexts
        if independent, let known = shared?.trials[seed] { return known }
        guard let mutated = mutator.mutate(kind, around: targets, seed: seed) else { return nil }
        // A trial looks up one or two identifiers on a tree it sees once:
        // walking for them costs less than an index.
        let engine = LocatorEngine(
            tree: mutated.tree, appPackage: appPackage, limits: limits, explainsPageSourceDifferences: false,
            walksLookups: true
        )
        let made = SharedTrials.Trial(mutated: mutated, engine: engine)
        if independent { shared?.trials[seed] = made }
        return made
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
