import LocatorLabModel

/// The XCUITest driver's handling of iOS element type names: its rewriting
/// of legacy UIAutomation names (`lib/commands/find.ts`). The names
/// themselves are ``XCUIElementTypeTable``'s (WDA's `FBElementTypeTransformer.m`).
enum IOSElementType {
    static let prefix = XCUIElementTypeTable.prefix
    static let any = XCUIElementTypeTable.any
    static let other = XCUIElementTypeTable.other

    /// Every public `XCUIElementType`, 0 (Any) to 82 (StatusItem).
    static var known: Set<String> { XCUIElementTypeTable.fullNames }

    /// Types whose names really end in `View`; the driver keeps them whole.
    private static let keepsViewSuffix: Set<String> = [
        "XCUIElementTypeScrollView", "XCUIElementTypeCollectionView", "XCUIElementTypeTextView", "XCUIElementTypeWebView",
    ]

    /// The driver's `stripViewFromSelector`: drops a trailing `View` (the
    /// UIAutomation spelling, `UIATableView`) unless the type keeps it. Like
    /// the driver, it only looks at the first `View` in the name.
    static func strippingView(_ name: String) -> String {
        guard !keepsViewSuffix.contains(name), let range = name.range(of: "View"), range.upperBound == name.endIndex else {
            return name
        }
        return String(name[..<range.lowerBound])
    }

    /// The class name the XCUITest driver sends for a `class name` locator:
    /// `UIA` dropped, `XCUIElementType` prepended when missing (then a
    /// trailing `View` stripped). `Button` → `XCUIElementTypeButton`,
    /// `UIATableView` → `XCUIElementTypeTable`.
    static func driverClassName(for value: String) -> String {
        var selector = value
        if selector.hasPrefix("UIA") {
            selector.removeFirst(3)
        }
        if !selector.hasPrefix(prefix) {
            selector = strippingView(prefix + selector)
        }
        return selector
    }

    /// The driver's XPath rewrite of legacy steps,
    /// `/(^|\/)(UIA)([^[/]+)/g` → `$1` + strippingView(`XCUIElementType$3`),
    /// applied textually. `nil` when the XPath has no such step.
    static func driverRewrite(ofLegacyXPath expression: String) -> String? {
        let characters = Array(expression)
        var result = ""
        var position = 0
        var rewrote = false
        while position < characters.count {
            let atStepStart = position == 0 || characters[position - 1] == "/"
            if atStepStart, position + 3 < characters.count, String(characters[position..<(position + 3)]) == "UIA",
                characters[position + 3] != "[", characters[position + 3] != "/"
            {
                var end = position + 3
                while end < characters.count && characters[end] != "[" && characters[end] != "/" { end += 1 }
                result += strippingView(prefix + String(characters[(position + 3)..<end]))
                position = end
                rewrote = true
            } else {
                result.append(characters[position])
                position += 1
            }
        }
        return rewrote ? result : nil
    }
}
