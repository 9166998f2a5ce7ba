import LocatorLabLocators
import LocatorLabModel

/// The ranked suggestions for one element a locator matched, and the
/// candidates that were considered and rejected, with the reason.
public struct TargetSuggestions: Sendable, Encodable {
    /// The element, by its ID in the page source's tree (document order).
    public var element: Int
    public var target: QueryMatch
    public var suggestions: [LocatorSuggestion]
    public var rejected: [String]

    public init(element: ElementID, target: QueryMatch, suggestions: [LocatorSuggestion], rejected: [String]) {
        self.element = element.index
        self.target = target
        self.suggestions = suggestions
        self.rejected = rejected
    }

    /// The best suggestion, if any.
    public var best: LocatorSuggestion? { suggestions.first }
}
