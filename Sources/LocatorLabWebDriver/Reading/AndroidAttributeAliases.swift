/// UiAutomator2's attribute names and their aliases, matched without
/// regard to case (appium-uiautomator2-server `utils/Attribute.java`,
/// `Attribute.fromString`), each mapped to the name its page source writes.
enum AndroidAttributeAliases {
    static let table: [(names: [String], xml: String)] = [
        (["checkable"], "checkable"), (["checked"], "checked"), (["class", "className"], "class"),
        (["clickable"], "clickable"), (["content-desc", "contentDescription"], "content-desc"),
        (["enabled"], "enabled"), (["focusable"], "focusable"), (["focused"], "focused"),
        (["long-clickable", "longClickable"], "long-clickable"), (["package"], "package"), (["password"], "password"),
        (["resource-id", "resourceId"], "resource-id"), (["scrollable"], "scrollable"),
        (["selection-start"], "selection-start"), (["selection-end"], "selection-end"), (["selected"], "selected"),
        (["text", "name"], "text"), (["hint"], "hint"), (["extras"], "extras"), (["original-text"], "original-text"),
        (["bounds"], "bounds"), (["displayed"], "displayed"), (["contentSize"], "contentSize"),
        (["a11y-important", "importantForAccessibility"], "a11y-important"),
        (["screenReaderFocusable"], "screenReaderFocusable"), (["input-type", "inputType"], "input-type"),
        (["drawing-order", "drawingOrder"], "drawing-order"), (["showing-hint", "showingHintText"], "showing-hint"),
        (["text-entry-key", "textEntryKey"], "text-entry-key"), (["multiline", "multiLine"], "multiline"),
        (["dismissable"], "dismissable"), (["a11y-focused", "accessibilityFocused"], "a11y-focused"),
        (["heading"], "heading"), (["live-region", "liveRegion"], "live-region"),
        (["context-clickable", "contextClickable"], "context-clickable"),
        (["max-text-length", "maxTextLength"], "max-text-length"),
        (["content-invalid", "contentInvalid"], "content-invalid"), (["error", "errorText"], "error"),
        (["pane-title", "paneTitle"], "pane-title"), (["actions"], "actions"),
    ]

    /// The attributes UiAutomator2 answers "" for when the node has none.
    static let textLike: Set<String> = [
        "text", "content-desc", "resource-id", "class", "package", "hint", "original-text", "error", "pane-title",
        "bounds", "extras", "actions",
    ]

    static func canonical(_ requested: String) -> String? {
        let lowered = requested.lowercased()
        return table.first { $0.names.contains { $0.lowercased() == lowered } }?.xml
    }

    static var supportedList: String {
        table.map { $0.names.count == 1 ? $0.names[0] : "{" + $0.names.joined(separator: ",") + "}" }.joined(separator: ", ")
    }
}
