import LocatorLabModel
import LocatorLabXML

/// How the drivers hand an XPath to libxml2 (formats.md 1.6, 2.2).
enum DriverXPath {
    /// WebDriverAgent replaces `XCUIElementTypeAny` with `*` textually
    /// before compiling; UiAutomator2 changes nothing.
    static func expression(_ expression: String, platform: Platform) -> String {
        platform == .ios ? expression.replacingAll("XCUIElementTypeAny", with: "*") : expression
    }

    /// WebDriverAgent evaluates from the application element, UiAutomator2
    /// from the document node.
    static func contextNode(for platform: Platform) -> XPathEvaluator.ContextNode {
        platform == .android ? .document : .rootElement
    }
}
