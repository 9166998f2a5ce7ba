import LocatorLabLocators

/// A locator verified to select exactly one target element on the page
/// source it was made for.
public struct LocatorSuggestion: Sendable, Hashable, Codable {
    /// 1 is the best.
    public var rank: Int
    public var kind: SuggestionKind
    public var locator: Locator
    /// Whether the accessibility name is (most likely) the element's
    /// visible label rather than an identifier: it changes with the language.
    public var nameFromLabel: Bool
    /// Fragility rules the locator triggers, from the catalog for its
    /// strategy (``FragilityRule/ruleIDs(in:)``).
    public var findings: [String]
    /// Caveats, as lowercase sentence fragments.
    public var notes: [String]
    /// How often it survived the survival trials, when they ran; suggestions
    /// are ranked by it first, then by kind.
    public var survival: SuggestionSurvival?

    public init(
        rank: Int, kind: SuggestionKind, locator: Locator, nameFromLabel: Bool = false, findings: [String] = [],
        notes: [String] = []
    ) {
        self.rank = rank
        self.kind = kind
        self.locator = locator
        self.nameFromLabel = nameFromLabel
        self.findings = findings
        self.notes = notes
    }
}
