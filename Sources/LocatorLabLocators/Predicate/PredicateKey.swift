/// The element attributes a predicate may name: WebDriverAgent's `FBElement`
/// properties (`wdName`, `isWDVisible` …) and their short aliases, mapped
/// as `FBElementUtils wdAttributeNameForAttributeName:` does before
/// `NSExpression+FBFormat.m` rejects any other key ("The key '…' is unknown
/// in '…' predicate expression").
enum PredicateKey: String, Sendable, Hashable, CaseIterable {
    case name, label, value, type, enabled, visible, accessible, accessibilityContainer, focused, hittable, selected
    case index, placeholderValue, traits, uid, rect, frame, nativeFrame, minValue, maxValue, customActions
    case rectX = "rect.x", rectY = "rect.y", rectWidth = "rect.width", rectHeight = "rect.height"
    /// Keys of XCTest's `XCUIElementAttributes` that WebDriverAgent has no
    /// property for: only an XCUITest query's predicate may name them
    /// (``PredicateVocabulary/xcuiElementAttributes``).
    case identifier, title, elementType

    /// The keys WebDriverAgent accepts.
    static let webDriverAgentKeys = allCases.filter { ![.identifier, .title, .elementType].contains($0) }

    /// WebDriverAgent's property name for the key.
    var wdName: String {
        switch self {
        case .enabled: "isWDEnabled"
        case .visible: "isWDVisible"
        case .accessible: "isWDAccessible"
        case .accessibilityContainer: "isWDAccessibilityContainer"
        case .focused: "isWDFocused"
        case .hittable: "isWDHittable"
        case .selected: "isWDSelected"
        case .rectX, .rectY, .rectWidth, .rectHeight: "wdRect." + rawValue.dropFirst("rect.".count)
        default: "wd" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The key for a key path as written, or `nil` when WebDriverAgent
    /// refuses it. Both `visible` and `isWDVisible`, `name` and `wdName` are
    /// accepted; key paths are case-sensitive, as KVC is.
    init?(keyPath: String) {
        if let key = Self.byName[keyPath] {
            self = key
            return
        }
        return nil
    }

    private static let byName: [String: PredicateKey] = {
        var table: [String: PredicateKey] = [:]
        for key in PredicateKey.webDriverAgentKeys {
            table[key.rawValue] = key
            table[key.wdName] = key
        }
        // `wdRect.x` and `rect.x` are both members of the rect dictionary.
        for member in ["x", "y", "width", "height"] {
            table["wdRect.\(member)"] = PredicateKey(rawValue: "rect.\(member)")
        }
        return table
    }()
}
