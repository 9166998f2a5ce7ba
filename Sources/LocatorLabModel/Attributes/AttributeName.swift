/// Attribute names the drivers write, and the order they write them in.
public enum AttributeName {
    // iOS (WebDriverAgent, formats.md 1.4).
    public static let type = "type"
    public static let value = "value"
    public static let name = "name"
    public static let label = "label"
    public static let enabled = "enabled"
    public static let visible = "visible"
    public static let accessible = "accessible"
    public static let x = "x"
    public static let y = "y"
    public static let width = "width"
    public static let height = "height"
    public static let index = "index"
    public static let hittable = "hittable"
    public static let placeholderValue = "placeholderValue"
    public static let traits = "traits"
    public static let processId = "processId"
    public static let bundleId = "bundleId"

    // Android (UiAutomator2, formats.md 2.1).
    public static let package = "package"
    public static let className = "class"
    public static let text = "text"
    public static let contentDescription = "content-desc"
    public static let resourceID = "resource-id"
    public static let bounds = "bounds"
    public static let displayed = "displayed"
    public static let clickable = "clickable"
    public static let checkable = "checkable"
    public static let password = "password"

    /// WebDriverAgent's attribute order ("the enumeration order does matter
    /// here"). `processId` and `bundleId` come after everything else.
    public static let iosOrder: [String] = [
        "type", "value", "name", "label", "enabled", "visible", "accessible", "nativeAccessibilityElement", "focused",
        "x", "y", "width", "height", "index", "hittable", "placeholderValue", "traits", "nativeFrame", "minValue",
        "maxValue", "customActions",
    ]
    /// Written after every other attribute, on the application element.
    public static let iosTrailing: [String] = ["processId", "bundleId"]

    /// UiAutomator2's `SUPPORTED_ATTRIBUTES` order.
    public static let androidOrder: [String] = [
        "index", "package", "class", "text", "content-desc", "resource-id", "checkable", "checked", "clickable",
        "enabled", "focusable", "focused", "long-clickable", "password", "scrollable", "selection-start",
        "selection-end", "selected", "bounds", "displayed", "hint", "extras", "a11y-important",
        "screen-reader-focusable", "input-type", "drawing-order", "showing-hint", "text-entry-key", "multiline",
        "dismissable", "a11y-focused", "heading", "live-region", "context-clickable", "max-text-length",
        "content-invalid", "error", "pane-title", "tooltip-text", "text-has-clickable-span", "actions", "window-id",
        "text-size", "text-unit", "is-collection", "is-collection-item",
    ]
}
