import Foundation
import LocatorLabModel

/// What the reading commands answer about one element of a saved screen,
/// read as each driver reads the live element:
///
/// - WebDriverAgent (`FBElementCommands.m`): `attribute/:name` is the
///   element's WebDriver attribute (`fb_valueForWDAttributeName`), `null`
///   when it has none; the XCUITest driver turns the booleans WDA answers
///   into `"true"`/`"false"` and anything else that is not a string into
///   JSON (`lib/commands/element.ts`, `getAttribute`). `text` is the first
///   non-empty of `value` and `label`, else `""` (`handleGetText`), `name` is the type
///   (`handleGetName`, `wdType`), `displayed` is `visible`.
/// - UiAutomator2 (`GetElementAttribute.java`, `utils/Attribute.java`): an
///   attribute is asked for by any of its aliases (`text` or `name`,
///   `content-desc` or `contentDescription`, `resource-id` or `resourceId`,
///   `class` or `className`, …) and answered as a string or null
///   (``AndroidAttributeAliases`` says what a missing one is); `text` is the
///   text, empty when there is none; `name` (the tag name) is the class:
///   the driver answers it as `getAttribute('className')`
///   (appium-android-driver `commands/element`, `getName`), not with the
///   server's own `GetName.java`, which answers the content description.
enum ElementReading {
    static func read(_ property: WebDriverCommand.ElementProperty, of id: ElementID, in tree: ElementTree)
        throws(WebDriverError) -> WebDriverValue
    {
        switch tree.platform {
        case .ios: return iOS(property, of: id, in: tree)
        case .android: return try android(property, of: id, in: tree)
        }
    }

    private static func iOS(_ property: WebDriverCommand.ElementProperty, of id: ElementID, in tree: ElementTree) -> WebDriverValue {
        let attribute = { (name: String) in tree.attribute(name, of: id) }
        switch property {
        case .attribute(let requested), .property(let requested):
            // WDA accepts `wdName` as well as `name` (FBElementUtils).
            var name = requested
            if name.hasPrefix("wd"), name.count > 2 {
                name = name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3)
            }
            switch name {
            case "rect", "frame": return .string(rectJSON(tree.frame(of: id)))
            case "displayed", "isVisible": return .string(attribute("visible") ?? "false")
            case "selected": return .string(isSelectedIOS(id, tree) ? "true" : "false")
            default: return .optional(attribute(name))
            }
        case .text:
            // `FBFirstNonEmptyValue(wdValue, wdLabel) ?: @""`: never null
            // (WebDriverAgent `FBElementCommands.m`, `handleGetText`).
            let value = attribute("value").flatMap { $0.isEmpty ? nil : $0 }
            return .string(value ?? attribute("label").flatMap { $0.isEmpty ? nil : $0 } ?? "")
        case .tagName: return .string(tree.type(of: id))
        case .displayed: return .bool(attribute("visible") == "true")
        case .enabled: return .bool(attribute("enabled") == "true")
        case .selected: return .bool(isSelectedIOS(id, tree))
        case .rect, .location, .size: return geometry(property, tree.frame(of: id))
        }
    }

    /// A selected button's `value` is "1" in WebDriverAgent's page source
    /// (formats.md 1.5); `selected` is written only by some sources.
    private static func isSelectedIOS(_ id: ElementID, _ tree: ElementTree) -> Bool {
        if let selected = tree.attribute("selected", of: id) { return selected == "true" }
        return tree.type(of: id) == "XCUIElementTypeButton" && tree.attribute("value", of: id) == "1"
    }

    private static func android(_ property: WebDriverCommand.ElementProperty, of id: ElementID, in tree: ElementTree)
        throws(WebDriverError) -> WebDriverValue
    {
        switch property {
        case .attribute(let requested), .property(let requested):
            guard let row = AndroidAttributeAliases.row(requested) else {
                throw .invalidArgument(
                    "'\(requested)' attribute is unknown for the element. Only the following attributes are supported: "
                        + AndroidAttributeAliases.supportedList)
            }
            if row.xml == "class" { return .string(tree.attribute("class", of: id) ?? tree.type(of: id)) }
            if let value = tree.attribute(row.xml, of: id) { return .string(value) }
            switch row.absent {
            case .empty: return .string("")
            case .null: return .null
            case .notRecorded(let why):
                throw WebDriverError(
                    .unsupportedOperation,
                    "the page source does not record '\(row.xml)' for this element (\(why)), so locatorlab replay "
                        + "cannot tell what UiAutomator2 would answer")
            case .notExposable(let why):
                throw WebDriverError(.unsupportedOperation, "locatorlab replay cannot answer '\(row.xml)': \(why)")
            }
        case .text: return .string(tree.attribute("text", of: id) ?? "")
        case .tagName: return .string(tree.attribute("class", of: id) ?? tree.type(of: id))
        case .displayed: return .bool((tree.attribute("displayed", of: id) ?? "true") == "true")
        case .enabled: return .bool(tree.attribute("enabled", of: id) == "true")
        case .selected: return .bool(tree.attribute("selected", of: id) == "true")
        case .rect, .location, .size: return geometry(property, tree.frame(of: id))
        }
    }

    private static func geometry(_ property: WebDriverCommand.ElementProperty, _ frame: Frame?) -> WebDriverValue {
        let frame = frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
        var members: [String: WebDriverValue] = [:]
        if property != .size {
            members["x"] = .int(frame.x)
            members["y"] = .int(frame.y)
        }
        if property != .location {
            members["width"] = .int(frame.width)
            members["height"] = .int(frame.height)
        }
        return .object(members)
    }

    private static func rectJSON(_ frame: Frame?) -> String {
        let frame = frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
        return "{\"height\":\(frame.height),\"width\":\(frame.width),\"x\":\(frame.x),\"y\":\(frame.y)}"
    }
}
