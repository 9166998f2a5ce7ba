import LocatorLabModel
import LocatorLabXML

/// How the drivers hand an XPath to libxml2 (formats.md 1.6, 2.2).
enum DriverXPath {
    /// WebDriverAgent replaces `XCUIElementTypeAny` with `*` textually
    /// before compiling; UiAutomator2 changes nothing.
    static func expression(_ expression: String, platform: Platform) -> String {
        guard platform == .ios else { return expression }
        var result = ""
        var rest = expression[...]
        while let range = rest.firstRange(of: "XCUIElementTypeAny") {
            result += rest[..<range.lowerBound]
            result += "*"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// WebDriverAgent evaluates from the application element, UiAutomator2
    /// from the document node.
    static func contextNode(for platform: Platform) -> XPathEvaluator.ContextNode {
        platform == .android ? .document : .rootElement
    }
}
