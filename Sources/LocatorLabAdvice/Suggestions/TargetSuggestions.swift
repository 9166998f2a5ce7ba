import LocatorLabLocators
import LocatorLabModel

/// The ranked suggestions for one element a locator matched, and the
/// candidates that were considered and rejected, with the reason.
public struct TargetSuggestions: Sendable, Codable {
    /// The element, by its ID in the page source's tree (document order).
    public var element: Int
    public var target: QueryMatch
    public var suggestions: [LocatorSuggestion]
    public var rejected: [String]
    /// iOS: the XCUITest query a Swift UI test would write for the element,
    /// verified to resolve to exactly it (``XCUIQueryWriter``).
    public var swiftQuery: SwiftQuerySuggestion?

    public init(element: ElementID, target: QueryMatch, suggestions: [LocatorSuggestion], rejected: [String]) {
        self.element = element.index
        self.target = target
        self.suggestions = suggestions
        self.rejected = rejected
    }

    /// The best suggestion, if any.
    public var best: LocatorSuggestion? { suggestions.first }

    /// Ranks the suggestions by how many of `trials` each survived
    /// (`survived`, in the current order), then by their rank by kind.
    package mutating func rankBySurvival(_ survived: [Int], trials: Int) {
        guard survived.count == suggestions.count else { return }
        var ranked = zip(suggestions, survived).enumerated().sorted { left, right in
            left.element.1 != right.element.1 ? left.element.1 > right.element.1 : left.offset < right.offset
        }.map { $0.element }
        for index in ranked.indices {
            ranked[index].0.rank = index + 1
            ranked[index].0.survival = SuggestionSurvival(survived: ranked[index].1, trials: trials)
        }
        suggestions = ranked.map(\.0)
    }
}
