/// The kinds of XPath a scaling benchmark times at every size, all
/// selecting the same target element.
public enum BenchLocatorKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `//*[@name='X']` (Android `@content-desc`): the XPath form of an
    /// accessibility id lookup.
    case namePredicate = "name-predicate"
    /// `//XCUIElementTypeButton[@name='X']`: the same, filtered by type.
    case typedName = "typed-name"
    /// `//XCUIElementTypeButton[@label='Buy']` (Android `@text`).
    case labelPredicate = "label-predicate"
    /// `/XCUIElementTypeApplication/…/XCUIElementTypeButton[2]`.
    case absolutePath = "absolute-path"
    /// `(//XCUIElementTypeButton)[1234]`.
    case positional
}
