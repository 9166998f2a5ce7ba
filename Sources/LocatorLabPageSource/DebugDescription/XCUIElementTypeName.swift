/// The element type names WebDriverAgent writes as XML tags and `type`
/// attributes, and how debugDescription's short names map onto them.
enum XCUIElementTypeName {
    /// The prefix every public `XCUIElementType` case name carries.
    static let prefix = "XCUIElementType"

    /// The tag for types WebDriverAgent cannot name.
    static let other = "XCUIElementTypeOther"

    /// The public `XCUIElement.ElementType` cases without the prefix, in
    /// raw-value order (`FBElementTypeTransformer.m`, formats.md 1.3).
    static let publicShortNames: Set<String> = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
        "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
        "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
        "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
        "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
        "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
        "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
        "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid",
        "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// The full type name for a debugDescription short name. Private types
    /// (`RemotePlaceholder`, …) have no public enum case, so WebDriverAgent
    /// reports them as `XCUIElementTypeOther`, and so do we.
    static func fullName(forShortName shortName: String) -> String {
        publicShortNames.contains(shortName) ? prefix + shortName : other
    }
}
