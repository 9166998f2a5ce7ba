import LocatorLabLocators
import LocatorLabModel

/// One element's locators as ``LocatorRanking`` orders them: best first,
/// each with its survival and fragility findings.
public struct RankedLocators: Sendable {
    /// The suggester's answer, in the ranked order, with survival and
    /// findings (rule identifiers) set: what `compare` reports.
    public var suggestions: TargetSuggestions
    /// The same locators, in the same order, with their full findings.
    public var locators: [RankedLocator]
    /// The trials behind the ranking, with the strategies followed alongside.
    public var survival: SurvivalAnalysis

    public var element: ElementID { ElementID(suggestions.element) }

    /// The first of `options` in the ranked order, by locator (an Android id
    /// counts as the same locator written short or fully qualified);
    /// `nil` when the ranking lists none of them.
    public func first(of options: [Locator], idPackage: String?) -> Locator? {
        func key(_ locator: Locator) -> Locator {
            guard locator.strategy == .id, let idPackage, locator.value.hasPrefix(idPackage + ":id/") else {
                return locator
            }
            return .id(String(locator.value.dropFirst(idPackage.count + 4)))
        }
        let ranked = locators.map { key($0.locator) }
        return options.min { left, right in
            (ranked.firstIndex(of: key(left)) ?? .max) < (ranked.firstIndex(of: key(right)) ?? .max)
        }.flatMap { ranked.contains(key($0)) ? $0 : nil }
    }
}

/// One ranked locator of an element.
public struct RankedLocator: Sendable, Hashable {
    /// 1 is the best.
    public var rank: Int
    public var kind: SuggestionKind
    public var locator: Locator
    /// Whether the name it relies on is (most likely) the visible label.
    public var nameFromLabel: Bool
    /// How many of the trials it survived.
    public var survival: SuggestionSurvival?
    /// The findings of the catalog for its strategy.
    public var findings: [FragilityFinding]
    public var notes: [String]

    public init(suggestion: LocatorSuggestion, findings: [FragilityFinding]) {
        rank = suggestion.rank
        kind = suggestion.kind
        locator = suggestion.locator
        nameFromLabel = suggestion.nameFromLabel
        survival = suggestion.survival
        self.findings = findings
        notes = suggestion.notes
    }

    /// The rule identifiers of ``findings``, each once, as `compare`
    /// reports them.
    public var findingRules: [String] {
        var seen: Set<String> = []
        return findings.map(\.rule).filter { seen.insert($0).inserted }
    }
}
