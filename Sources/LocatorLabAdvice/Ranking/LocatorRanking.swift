import LocatorLabLocators
import LocatorLabModel

/// The one ranking of an element's locators, shared by `compare`,
/// `inspect`, `convert` and every report that lists them, so that the same
/// element gets the same list in the same order, with the same findings:
///
/// 1. ``LocatorSuggester`` proposes the locators that select exactly the
///    element, ordered by kind (identifiers, native strategies, XPath);
/// 2. each is followed through the survival trials around the element
///    alone (``SurvivalAnalyzer``: every ``Trials/kinds`` once per seed,
///    `compare`'s defaults unless told), and the list is ordered by how
///    many trials each survived, then by kind;
/// 3. each carries the findings of the fragility catalog that fits its
///    strategy (``FragilityRule/findings(in:)-(Locator)``).
///
/// The trials are placed around the element alone, never around the other
/// elements a locator being replaced also matched, so that the numbers do
/// not depend on which feature asks.
///
/// Not `Sendable` (it holds the engine): give each task its own.
public final class LocatorRanking {
    /// The mutations and seeds of the survival trials.
    public struct Trials: Sendable, Hashable {
        public var kinds: [MutationKind]
        /// One trial per seeded mutation and seed; mutations that ignore the
        /// seed run once.
        public var seeds: [UInt64]

        public init(kinds: [MutationKind] = MutationKind.allCases, seeds: [UInt64] = [1, 2, 3]) {
            self.kinds = kinds
            self.seeds = seeds.isEmpty ? [1] : seeds
        }

        /// `compare`'s defaults (`--seeds 3`, every mutation): 19 trials
        /// where every mutation applies.
        public static let standard = Trials()
    }

    public let engine: LocatorEngine
    public let trials: Trials
    private let suggester: LocatorSuggester
    private let analyzer: SurvivalAnalyzer
    /// The trials every element of the screen shares (translated texts).
    private let sharedTrials = SurvivalAnalyzer.SharedTrials()

    /// - Parameter frames: `tree.frames()`, when the caller has read them.
    public init(engine: LocatorEngine, trials: Trials = .standard, frames: [Frame?]? = nil) {
        self.engine = engine
        self.trials = trials
        suggester = LocatorSuggester(engine: engine)
        analyzer = SurvivalAnalyzer(
            tree: engine.tree, kinds: trials.kinds, seeds: trials.seeds,
            appPackage: engine.idPackageWasGiven ? engine.idPackage : nil, limits: engine.limits,
            frames: frames ?? engine.tree.frames())
    }

    /// The ranked locators of `element`; `original`, the locator being
    /// replaced, is ranked with them when it selects exactly the element.
    public func ranked(for element: ElementID, original: Locator? = nil) -> RankedLocators {
        rank(suggester.suggestions(for: element, original: original))
    }

    /// Ranks `suggestions` (the suggester's, for one element). `alongside`
    /// are followed through the same trials and reported with them
    /// (`compare`'s XPath and identifier strategies); they do not change the
    /// ranking.
    public func rank(_ suggestions: TargetSuggestions, alongside strategies: [(StrategyLocator, [ElementID])] = [])
        -> RankedLocators
    {
        let element = ElementID(suggestions.element)
        var ranked = suggestions
        let candidates = suggestions.suggestions.map { ($0.locator, [element]) }
        let analysis = analyzer.analyze(
            targets: [element], strategies: strategies, candidates: candidates, shared: sharedTrials)
        if !candidates.isEmpty {
            ranked.rankBySurvival(analysis.candidateSurvived, trials: analysis.report.trials.count)
        }
        let locators = ranked.suggestions.map { suggestion in
            RankedLocator(suggestion: suggestion, findings: FragilityRule.findings(in: suggestion.locator))
        }
        for index in ranked.suggestions.indices {
            ranked.suggestions[index].findings = locators[index].findingRules
        }
        return RankedLocators(suggestions: ranked, locators: locators, survival: analysis)
    }
}
