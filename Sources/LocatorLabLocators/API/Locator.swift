/// A locator as a test would write it: a strategy and the value given to it.
public struct Locator: Sendable, Hashable, Codable, CustomStringConvertible {
    public var strategy: LocatorStrategy
    public var value: String

    public init(strategy: LocatorStrategy, value: String) {
        self.strategy = strategy
        self.value = value
    }

    public static func xpath(_ expression: String) -> Locator {
        Locator(strategy: .xpath, value: expression)
    }

    public static func accessibilityID(_ value: String) -> Locator {
        Locator(strategy: .accessibilityID, value: value)
    }

    public static func id(_ value: String) -> Locator {
        Locator(strategy: .id, value: value)
    }

    public static func className(_ value: String) -> Locator {
        Locator(strategy: .className, value: value)
    }

    public static func predicate(_ value: String) -> Locator {
        Locator(strategy: .predicate, value: value)
    }

    public static func classChain(_ value: String) -> Locator {
        Locator(strategy: .classChain, value: value)
    }

    public static func uiAutomator(_ value: String) -> Locator {
        Locator(strategy: .uiAutomator, value: value)
    }

    /// An XCUITest query, `app.buttons["Done"]`.
    public static func xcuitest(_ query: String) -> Locator {
        Locator(strategy: .xcuitest, value: query)
    }

    /// `strategy=value`, e.g. `accessibility-id=LOGIN`.
    public var description: String { "\(strategy.rawValue)=\(value)" }
}
