import LocatorLabLocators
import LocatorLabModel

/// Mutates a page source around a locator's targets and checks, for each
/// strategy, whether it still finds exactly the same elements, tracked by
/// identity through ``MutatedTree/origin``.
public struct SurvivalAnalyzer: Sendable {
    public let tree: ElementTree
    public let kinds: [MutationKind]
    public let seeds: [UInt64]
    public let appPackage: String?
    public let operationLimit: Int

    public init(tree: ElementTree, kinds: [MutationKind], seeds: [UInt64], appPackage: String?, operationLimit: Int) {
        self.tree = tree
        self.kinds = kinds
        self.seeds = seeds.isEmpty ? [1] : seeds
        self.appPackage = appPackage
        self.operationLimit = operationLimit
    }

    /// - Parameters:
    ///   - targets: the elements mutations are placed around (the XPath's matches).
    ///   - strategies: each strategy's locator and what it found before.
    public func analyze(targets: [ElementID], strategies: [(StrategyLocator, [ElementID])]) -> SurvivalReport {
        let mutator = TreeMutator(tree: tree)
        var trials: [SurvivalTrial] = []
        var notApplicable: [MutationKind] = []
        for kind in kinds {
            var applied = false
            for seed in kind.isSeeded ? seeds : [seeds[0]] {
                guard let mutated = mutator.mutate(kind, around: targets, seed: seed) else { continue }
                applied = true
                let engine = LocatorEngine(
                    tree: mutated.tree, appPackage: appPackage, operationLimit: operationLimit,
                    explainsPageSourceDifferences: false
                )
                var outcomes: [SurvivalStrategy: SurvivalOutcome] = [:]
                for (strategy, before) in strategies {
                    do {
                        let after = try engine.evaluate(strategy.locator).matches
                        outcomes[strategy.strategy] = SurvivalOutcome(
                            before: before, after: mutated.originalElements(of: after))
                    } catch {
                        outcomes[strategy.strategy] = .failed
                    }
                }
                trials.append(
                    SurvivalTrial(
                        mutation: kind, seed: seed, summary: mutated.summary, xpath: outcomes[.xpath],
                        identifier: outcomes[.identifier], suggestion: outcomes[.suggestion]
                    )
                )
            }
            if !applied { notApplicable.append(kind) }
        }
        return SurvivalReport(strategies: strategies.map(\.0), trials: trials, notApplicable: notApplicable)
    }
}
