import LocatorLabAdvice
import LocatorLabLocators

/// The locators of an element that the engine's indexes verify at once
/// (accessibility id, Android id), for the elements a large screen does not
/// rank (``ElementLocators/quick(for:)``). The page stores them as a code
/// per element and builds the locators from ``forms``, so a million
/// elements carry a number each rather than a list of objects.
public struct QuickLocators: Sendable, Hashable {
    /// The accessibility name, when it alone selects the element.
    public var accessibilityID: String?
    /// Whether that name is the element's label (it changes with the language).
    public var nameIsLabel: Bool
    /// The Android id as a test writes it: the entry alone when the package
    /// is the screen's, else the whole resource-id.
    public var androidID: String?
    /// Whether ``androidID`` is the entry alone.
    public var androidIDIsShort: Bool

    public static let none = QuickLocators(accessibilityID: nil, nameIsLabel: false, androidID: nil, androidIDIsShort: false)

    /// The forms a quick locator takes, in the page's order of codes.
    public enum Form: Int, CaseIterable, Sendable {
        case accessibilityID, accessibilityIDFromLabel, androidID

        /// The locator of this form, without its value and rank.
        public var template: InspectedLocator {
            switch self {
            case .accessibilityID:
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.accessibilityID.rawValue, locator: .accessibilityID(""),
                    verdict: .identifier, findings: [], notes: [])
            case .accessibilityIDFromLabel:
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.accessibilityID.rawValue, locator: .accessibilityID(""),
                    verdict: .labelDerived, findings: [],
                    notes: ["the name most likely is the visible label: it changes with the language"])
            case .androidID:
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.androidID.rawValue, locator: .id(""), verdict: .resourceID,
                    findings: [], notes: [])
            }
        }
    }

    /// The locators, ranked. Both are attribute lookups that every survival
    /// trial treats alike (an inserted sibling or a wrapper gets neither
    /// value, a duplicated cell both) except translated texts, which change
    /// a name that is the label. So they survive equally and keep the
    /// suggester's order (identifier, then Android id), unless the name is
    /// the label, which then survives one trial fewer and comes second
    /// (LocatorSuggester's scores agree).
    public var locators: [InspectedLocator] {
        var result: [InspectedLocator] = []
        if let accessibilityID {
            var locator = (nameIsLabel ? Form.accessibilityIDFromLabel : .accessibilityID).template
            locator.value = accessibilityID
            result.append(locator)
        }
        if let androidID {
            var locator = Form.androidID.template
            locator.value = androidID
            if nameIsLabel { result.insert(locator, at: 0) } else { result.append(locator) }
        }
        for index in result.indices { result[index].rank = index + 1 }
        return result
    }

    /// The page's code: bit 0 an accessibility id, bit 1 that it is the
    /// label, bit 2 an Android id, bit 3 that the id is the entry alone.
    var code: Int {
        (accessibilityID != nil ? 1 : 0) | (nameIsLabel ? 2 : 0) | (androidID != nil ? 4 : 0) | (androidIDIsShort ? 8 : 0)
    }
}
