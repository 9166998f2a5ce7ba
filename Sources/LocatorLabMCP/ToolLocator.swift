import LocatorLabLocators

/// A locator as tools take it: a strategy by any of its spellings
/// (`accessibility-id`, Appium's `accessibility id`, `-ios class chain`,
/// `uiautomator` …) and its value.
public struct ToolLocator: Sendable, Hashable, Codable {
    public var strategy: String
    public var value: String

    public init(strategy: String, value: String) {
        self.strategy = strategy
        self.value = value
    }

    /// - Throws: ``ToolError`` naming the strategies there are.
    func locator() throws(ToolError) -> Locator {
        guard let known = LocatorStrategy(name: strategy) else {
            let names = LocatorStrategy.allCases.map { "'\($0.displayName)'" }.joined(separator: ", ")
            throw ToolError("unknown strategy \(ToolError.quoted(strategy)); the strategies are \(names)")
        }
        return Locator(strategy: known, value: value)
    }
}
