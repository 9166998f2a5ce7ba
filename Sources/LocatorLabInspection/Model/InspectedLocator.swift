import LocatorLabAdvice
import LocatorLabLocators

/// One locator that selects exactly the inspected element, ranked, with what
/// may break it.
public struct InspectedLocator: Sendable, Hashable, Encodable {
    /// 1 is the best.
    public var rank: Int
    /// A ``SuggestionKind`` raw value, or `absolute-path`.
    public var kind: String
    /// A `locatorlab` strategy spelling (`accessibility-id`, `xpath`, …).
    public var strategy: String
    public var value: String
    /// What the identifier it relies on is worth.
    public var verdict: IdentifierVerdict
    /// Fragility findings, from the catalog for its strategy.
    public var findings: [FragilityFinding]
    /// Caveats, as lowercase sentence fragments.
    public var notes: [String]
    /// How many of the shared ranking's survival trials it survived (ranked
    /// locators only; not the absolute path, nor the quick ones).
    public var survival: SuggestionSurvival?

    public init(
        rank: Int, kind: String, locator: Locator, verdict: IdentifierVerdict, findings: [FragilityFinding],
        notes: [String]
    ) {
        self.rank = rank
        self.kind = kind
        self.strategy = locator.strategy.rawValue
        self.value = locator.value
        self.verdict = verdict
        self.findings = findings
        self.notes = notes
    }
}
