/// Which key paths a predicate may name: WebDriverAgent's for
/// `-ios predicate string` and class chains, or XCTest's
/// `XCUIElementAttributes` for the `NSPredicate` of an XCUITest query
/// (`matching(NSPredicate(format: "label == %@", "Done"))`). The grammar and
/// the comparison rules are NSPredicate's either way.
enum PredicateVocabulary: Sendable, Hashable {
    case webDriverAgent
    case xcuiElementAttributes

    /// `XCUIElementAttributes` key paths a page source can answer, and the
    /// key each is read from (see ``XCUIAttributeReader``). `frame` and the
    /// size classes are refused: no page source records what XCTest would
    /// compare them with.
    static let xcuiKeys: [String: PredicateKey] = [
        "identifier": .identifier, "title": .title, "label": .label, "value": .value,
        "placeholderValue": .placeholderValue, "elementType": .elementType, "isEnabled": .enabled,
        "isSelected": .selected, "hasFocus": .focused,
    ]

    func key(forKeyPath keyPath: String) -> PredicateKey? {
        switch self {
        case .webDriverAgent: PredicateKey(keyPath: keyPath)
        case .xcuiElementAttributes: Self.xcuiKeys[keyPath]
        }
    }

    func unknownKeyMessage(_ keyPath: String) -> String {
        switch self {
        case .webDriverAgent:
            return "the key '\(keyPath)' is unknown to WebDriverAgent (valid keys: "
                + PredicateKey.webDriverAgentKeys.map(\.rawValue).joined(separator: ", ") + ", and their wd… names)"
        case .xcuiElementAttributes:
            return "the key '\(keyPath)' is not an XCUIElementAttributes key LocatorLab can read from a page source "
                + "(valid keys: " + Self.xcuiKeys.keys.sorted().joined(separator: ", ") + ")"
        }
    }
}
