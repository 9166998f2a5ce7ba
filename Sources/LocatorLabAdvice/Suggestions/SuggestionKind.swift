import LocatorLabLocators

/// How a suggested locator finds its element.
public enum SuggestionKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Accessibility id: iOS `name`, Android `content-desc`.
    case accessibilityID = "accessibility-id"
    /// Android `id` (`resource-id`).
    case androidID = "android-id"
    /// An XPath on the element's type and identifier, for when the
    /// identifier alone matches several elements (a Button and its label).
    case typedIdentifierXPath = "typed-id-xpath"
    /// A short XPath from the nearest ancestor with a unique identifier.
    case anchoredXPath = "anchored-xpath"
    /// `-ios predicate string`, for when no unique identifier exists.
    case predicate
    /// `-ios class chain`, for when no unique identifier exists.
    case classChain = "class-chain"
    /// `-android uiautomator` (a UiSelector), for when no unique identifier exists.
    case uiSelector = "uiselector"
    /// An XCUITest query, the one a Swift UI test would write for the
    /// element (`app.buttons["Profile.doneButton"]`).
    case xcuitest
    /// The locator as written.
    case original

    /// The kind of a suggestion in one of the platforms' native strategies.
    init?(nativeStrategy strategy: LocatorStrategy) {
        switch strategy {
        case .predicate: self = .predicate
        case .classChain: self = .classChain
        case .uiAutomator: self = .uiSelector
        case .xcuitest: self = .xcuitest
        case .xpath, .accessibilityID, .id, .className: return nil
        }
    }
}
