import LocatorLabModel

/// How a locator finds elements. The raw values are the spellings the
/// `locatorlab` command line uses; ``webDriverName`` is what a client sends
/// over the wire (`using` in the W3C find-element request).
public enum LocatorStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// An XPath 1.0 expression, evaluated by libxml2 as WebDriverAgent does.
    case xpath
    /// iOS: exact `name` (identifier, else label). Android: exact `content-desc`.
    case accessibilityID = "accessibility-id"
    /// iOS: the same as accessibility id. Android: `resource-id`, completed
    /// with `<package>:id/` as UiAutomator2 does.
    case id
    /// iOS: the element type. Android: the `class` attribute.
    case className = "class-name"
    /// iOS only: an NSPredicate over WebDriverAgent's attributes.
    case predicate
    /// iOS only: WebDriverAgent's class chain (`**/XCUIElementTypeCell[`name == "x"`]`).
    case classChain = "class-chain"
    /// Android only: UiAutomator `UiSelector` / `UiScrollable` expressions.
    case uiAutomator = "uiautomator"
    /// iOS only: an XCUITest query as a Swift UI test writes it
    /// (`app.buttons["Done"]`, `app.tables.cells.element(boundBy: 1)`),
    /// evaluated with XCTest's semantics (see ``XCUIQueryOutcome``). No
    /// driver accepts it over the wire: it has no ``webDriverName``, so
    /// ``WireStrategy`` and replay never take it.
    case xcuitest

    /// The strategy name in the WebDriver protocol, e.g. `accessibility id`;
    /// `nil` for ``xcuitest``, which never goes on the wire.
    public var webDriverName: String? {
        switch self {
        case .xpath: "xpath"
        case .accessibilityID: "accessibility id"
        case .id: "id"
        case .className: "class name"
        case .predicate: "-ios predicate string"
        case .classChain: "-ios class chain"
        case .uiAutomator: "-android uiautomator"
        case .xcuitest: nil
        }
    }

    /// The name to show in messages and reports: the WebDriver name, or
    /// the command-line spelling for a strategy that has none (`xcuitest`).
    public var displayName: String { webDriverName ?? rawValue }

    /// The one platform a driver accepts this strategy on, or `nil` when both do.
    public var onlyPlatform: Platform? {
        switch self {
        case .xpath, .accessibilityID, .id, .className: nil
        case .predicate, .classChain, .xcuitest: .ios
        case .uiAutomator: .android
        }
    }

    /// The strategies only `platform`'s driver accepts, its native query
    /// languages: predicate string and class chain, or UiSelector. Not
    /// ``xcuitest``, which no driver accepts.
    public static func native(on platform: Platform) -> [LocatorStrategy] {
        allCases.filter { $0.onlyPlatform == platform && $0.webDriverName != nil }
    }

    /// The strategy for a command-line spelling: the raw value, Appium's
    /// WebDriver name (`-ios class chain`), or a client's short form
    /// (`accessibility id`, `ios predicate`, `android uiautomator`).
    public init?(name: String) {
        let trimmed = name.trimmingPrefix(while: { $0 == " " })
        if let strategy = Self(rawValue: String(trimmed)) ?? Self(webDriverName: String(trimmed)) {
            self = strategy
            return
        }
        switch trimmed.lowercased() {
        case "accessibility id", "accessibilityid", "accessibility_id": self = .accessibilityID
        case "class name", "classname", "class_name": self = .className
        case "ios predicate string", "ios predicate", "ios_predicate", "-ios predicate", "nspredicate": self = .predicate
        case "ios class chain", "ios_class_chain", "classchain", "class chain": self = .classChain
        case "android uiautomator", "android_uiautomator", "uiselector", "ui-automator": self = .uiAutomator
        case "xcuitest query", "xcuiquery", "xcui", "swift": self = .xcuitest
        default: return nil
        }
    }

    /// The strategy for a WebDriver protocol name (`accessibility id`,
    /// `class name`, …), or `nil` for strategies LocatorLab does not evaluate.
    public init?(webDriverName: String) {
        guard let strategy = Self.allCases.first(where: { $0.webDriverName == webDriverName }) else { return nil }
        self = strategy
    }
}
