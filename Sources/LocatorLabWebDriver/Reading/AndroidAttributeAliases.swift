/// UiAutomator2's attribute names and their aliases, matched without
/// regard to case (appium-uiautomator2-server `utils/Attribute.java`,
/// `Attribute.fromString`), each mapped to the name its page source writes,
/// and what the server answers when the page source has no such attribute.
///
/// The server answers every attribute as a string, `String.valueOf` of the
/// live node's value (booleans `"true"`/`"false"`, integers in decimal), or
/// `null` when the node has no value (as I recall, `model/UiObject2Element.java`,
/// `getAttribute`). Its page source leaves out exactly the attributes whose
/// value is `null` (formats.md 2.1), so a missing nullable attribute is
/// `null`; a missing flag or number was not written by the server that
/// saved the screen (an older server, or a setting off), and its value is
/// unknown: a replay refuses it rather than answer `"false"`.
enum AndroidAttributeAliases {
    /// What an attribute the page source does not have is answered as.
    enum Absent: Sendable, Hashable {
        /// `""`: the server reads `text` with nulls replaced (`getText(node, true)`).
        case empty
        /// `null`: the node had no value, so the page source left it out.
        case null
        /// Unknown: not written by every server or only with a setting on;
        /// refused, `unsupported operation`, saying why.
        case notRecorded(String)
        /// Never in a page source: refused, saying why.
        case notExposable(String)
    }

    struct Row: Sendable {
        let names: [String]
        let xml: String
        let absent: Absent
    }

    private static let older = "UiAutomator2 server writes it since 2025-01 (PR #682, formats.md 2.1); older page sources leave it out"
    private static func flag(_ names: [String], _ xml: String, _ why: String = "UiAutomator2 writes it on every node")
        -> Row
    {
        Row(names: names, xml: xml, absent: .notRecorded(why))
    }

    static let table: [Row] = [
        flag(["checkable"], "checkable"), flag(["checked"], "checked"),
        Row(names: ["class", "className"], xml: "class", absent: .null),
        flag(["clickable"], "clickable"),
        Row(names: ["content-desc", "contentDescription"], xml: "content-desc", absent: .null),
        flag(["enabled"], "enabled"), flag(["focusable"], "focusable"), flag(["focused"], "focused"),
        flag(["long-clickable", "longClickable"], "long-clickable"),
        Row(names: ["package"], xml: "package", absent: .null), flag(["password"], "password"),
        Row(names: ["resource-id", "resourceId"], xml: "resource-id", absent: .null),
        flag(["scrollable"], "scrollable"),
        // Written, and answered, only for a node with a text selection (as
        // I recall, `getSelectionRange` is null otherwise).
        Row(names: ["selection-start"], xml: "selection-start", absent: .null),
        Row(names: ["selection-end"], xml: "selection-end", absent: .null),
        flag(["selected"], "selected"),
        Row(names: ["text", "name"], xml: "text", absent: .empty),
        Row(names: ["hint"], xml: "hint", absent: .null),
        flag(["extras"], "extras", "UiAutomator2 writes it only with the setting includeExtrasInPageSource"),
        Row(
            names: ["original-text"], xml: "original-text",
            absent: .notExposable(
                "UiAutomator2 answers it from the live node's text before any replacement, and never writes it in "
                    + "a page source (formats.md 2.1)")),
        flag(["bounds"], "bounds"), flag(["displayed"], "displayed"),
        Row(
            names: ["contentSize"], xml: "contentSize",
            absent: .notExposable("UiAutomator2 measures it by scrolling the live element; no page source has it")),
        flag(["a11y-important", "importantForAccessibility"], "a11y-important", older),
        flag(["screen-reader-focusable", "screenReaderFocusable"], "screen-reader-focusable", older),
        flag(["input-type", "inputType"], "input-type", older),
        flag(["drawing-order", "drawingOrder"], "drawing-order", older),
        flag(["showing-hint", "showingHintText"], "showing-hint", older),
        flag(["text-entry-key", "textEntryKey"], "text-entry-key", older),
        flag(["multiline", "multiLine"], "multiline", older), flag(["dismissable"], "dismissable", older),
        flag(["a11y-focused", "accessibilityFocused"], "a11y-focused", older), flag(["heading"], "heading", older),
        flag(["live-region", "liveRegion"], "live-region", older),
        flag(["context-clickable", "contextClickable"], "context-clickable", older),
        flag(["max-text-length", "maxTextLength"], "max-text-length", older),
        flag(["content-invalid", "contentInvalid"], "content-invalid", older),
        Row(names: ["error", "errorText"], xml: "error", absent: .null),
        Row(names: ["pane-title", "paneTitle"], xml: "pane-title", absent: .null),
        flag(["actions"], "actions", "UiAutomator2 writes it only with the setting includeA11yActionsInPageSource"),
    ]

    static func row(_ requested: String) -> Row? {
        let lowered = requested.lowercased()
        return table.first { $0.names.contains { $0.lowercased() == lowered } }
    }

    static var supportedList: String {
        table.map { $0.names.count == 1 ? $0.names[0] : "{" + $0.names.joined(separator: ",") + "}" }.joined(separator: ", ")
    }
}
