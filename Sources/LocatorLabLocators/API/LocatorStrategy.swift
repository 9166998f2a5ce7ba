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

    /// The strategy name in the WebDriver protocol, e.g. `accessibility id`.
    public var webDriverName: String {
        switch self {
        case .xpath: "xpath"
        case .accessibilityID: "accessibility id"
        case .id: "id"
        case .className: "class name"
        }
    }

    /// The strategy for a WebDriver protocol name (`accessibility id`,
    /// `class name`, …), or `nil` for strategies LocatorLab does not evaluate.
    public init?(webDriverName: String) {
        guard let strategy = Self.allCases.first(where: { $0.webDriverName == webDriverName }) else { return nil }
        self = strategy
    }
}
