/// Every public `XCUIElement.ElementType`, the one table of iOS element types
/// LocatorLab has: its raw value, the name WebDriverAgent writes as the XML
/// tag and `type` (`XCUIElementTypeButton`, from WDA's
/// `FBElementTypeTransformer.m`, formats.md 1.3), and the property of
/// XCTest's `XCUIElementTypeQueryProvider` that queries it (`buttons`).
///
/// Types WebDriverAgent cannot name (private ones such as
/// `RemotePlaceholder` in a debugDescription) are written as
/// ``other``.
public enum XCUIElementTypeTable {
    /// One element type.
    public struct Entry: Sendable, Hashable {
        /// The `XCUIElement.ElementType` raw value, 0 (Any) to 82 (StatusItem).
        public let rawValue: Int
        /// The name without the prefix: `Button`, as debugDescription prints it.
        public let shortName: String
        /// The `XCUIElementTypeQueryProvider` property: `buttons`,
        /// `otherElements`, `checkBoxes`, `switches`. `nil` for `Any` and
        /// `Application`, which have none (a test writes
        /// `descendants(matching: .any)`, or starts from the application).
        public let queryName: String?

        /// `XCUIElementTypeButton`.
        public var fullName: String { XCUIElementTypeTable.prefix + shortName }
    }

    /// The prefix every type name carries.
    public static let prefix = "XCUIElementType"
    /// The type that matches every element (`*` in WDA's XPath).
    public static let any = "XCUIElementTypeAny"
    /// The tag for types WebDriverAgent cannot name.
    public static let other = "XCUIElementTypeOther"

    /// The types in raw-value order. The query names are the properties of
    /// `XCUIElementTypeQueryProvider.h` (Xcode 16): each is the short name
    /// in lower camel case plus `s`, except `otherElements`, `checkBoxes`,
    /// `comboBoxes` and `switches`.
    public static let entries: [Entry] = [
        Entry(rawValue: 0, shortName: "Any", queryName: nil),
        Entry(rawValue: 1, shortName: "Other", queryName: "otherElements"),
        Entry(rawValue: 2, shortName: "Application", queryName: nil),
        Entry(rawValue: 3, shortName: "Group", queryName: "groups"),
        Entry(rawValue: 4, shortName: "Window", queryName: "windows"),
        Entry(rawValue: 5, shortName: "Sheet", queryName: "sheets"),
        Entry(rawValue: 6, shortName: "Drawer", queryName: "drawers"),
        Entry(rawValue: 7, shortName: "Alert", queryName: "alerts"),
        Entry(rawValue: 8, shortName: "Dialog", queryName: "dialogs"),
        Entry(rawValue: 9, shortName: "Button", queryName: "buttons"),
        Entry(rawValue: 10, shortName: "RadioButton", queryName: "radioButtons"),
        Entry(rawValue: 11, shortName: "RadioGroup", queryName: "radioGroups"),
        Entry(rawValue: 12, shortName: "CheckBox", queryName: "checkBoxes"),
        Entry(rawValue: 13, shortName: "DisclosureTriangle", queryName: "disclosureTriangles"),
        Entry(rawValue: 14, shortName: "PopUpButton", queryName: "popUpButtons"),
        Entry(rawValue: 15, shortName: "ComboBox", queryName: "comboBoxes"),
        Entry(rawValue: 16, shortName: "MenuButton", queryName: "menuButtons"),
        Entry(rawValue: 17, shortName: "ToolbarButton", queryName: "toolbarButtons"),
        Entry(rawValue: 18, shortName: "Popover", queryName: "popovers"),
        Entry(rawValue: 19, shortName: "Keyboard", queryName: "keyboards"),
        Entry(rawValue: 20, shortName: "Key", queryName: "keys"),
        Entry(rawValue: 21, shortName: "NavigationBar", queryName: "navigationBars"),
        Entry(rawValue: 22, shortName: "TabBar", queryName: "tabBars"),
        Entry(rawValue: 23, shortName: "TabGroup", queryName: "tabGroups"),
        Entry(rawValue: 24, shortName: "Toolbar", queryName: "toolbars"),
        Entry(rawValue: 25, shortName: "StatusBar", queryName: "statusBars"),
        Entry(rawValue: 26, shortName: "Table", queryName: "tables"),
        Entry(rawValue: 27, shortName: "TableRow", queryName: "tableRows"),
        Entry(rawValue: 28, shortName: "TableColumn", queryName: "tableColumns"),
        Entry(rawValue: 29, shortName: "Outline", queryName: "outlines"),
        Entry(rawValue: 30, shortName: "OutlineRow", queryName: "outlineRows"),
        Entry(rawValue: 31, shortName: "Browser", queryName: "browsers"),
        Entry(rawValue: 32, shortName: "CollectionView", queryName: "collectionViews"),
        Entry(rawValue: 33, shortName: "Slider", queryName: "sliders"),
        Entry(rawValue: 34, shortName: "PageIndicator", queryName: "pageIndicators"),
        Entry(rawValue: 35, shortName: "ProgressIndicator", queryName: "progressIndicators"),
        Entry(rawValue: 36, shortName: "ActivityIndicator", queryName: "activityIndicators"),
        Entry(rawValue: 37, shortName: "SegmentedControl", queryName: "segmentedControls"),
        Entry(rawValue: 38, shortName: "Picker", queryName: "pickers"),
        Entry(rawValue: 39, shortName: "PickerWheel", queryName: "pickerWheels"),
        Entry(rawValue: 40, shortName: "Switch", queryName: "switches"),
        Entry(rawValue: 41, shortName: "Toggle", queryName: "toggles"),
        Entry(rawValue: 42, shortName: "Link", queryName: "links"),
        Entry(rawValue: 43, shortName: "Image", queryName: "images"),
        Entry(rawValue: 44, shortName: "Icon", queryName: "icons"),
        Entry(rawValue: 45, shortName: "SearchField", queryName: "searchFields"),
        Entry(rawValue: 46, shortName: "ScrollView", queryName: "scrollViews"),
        Entry(rawValue: 47, shortName: "ScrollBar", queryName: "scrollBars"),
        Entry(rawValue: 48, shortName: "StaticText", queryName: "staticTexts"),
        Entry(rawValue: 49, shortName: "TextField", queryName: "textFields"),
        Entry(rawValue: 50, shortName: "SecureTextField", queryName: "secureTextFields"),
        Entry(rawValue: 51, shortName: "DatePicker", queryName: "datePickers"),
        Entry(rawValue: 52, shortName: "TextView", queryName: "textViews"),
        Entry(rawValue: 53, shortName: "Menu", queryName: "menus"),
        Entry(rawValue: 54, shortName: "MenuItem", queryName: "menuItems"),
        Entry(rawValue: 55, shortName: "MenuBar", queryName: "menuBars"),
        Entry(rawValue: 56, shortName: "MenuBarItem", queryName: "menuBarItems"),
        Entry(rawValue: 57, shortName: "Map", queryName: "maps"),
        Entry(rawValue: 58, shortName: "WebView", queryName: "webViews"),
        Entry(rawValue: 59, shortName: "IncrementArrow", queryName: "incrementArrows"),
        Entry(rawValue: 60, shortName: "DecrementArrow", queryName: "decrementArrows"),
        Entry(rawValue: 61, shortName: "Timeline", queryName: "timelines"),
        Entry(rawValue: 62, shortName: "RatingIndicator", queryName: "ratingIndicators"),
        Entry(rawValue: 63, shortName: "ValueIndicator", queryName: "valueIndicators"),
        Entry(rawValue: 64, shortName: "SplitGroup", queryName: "splitGroups"),
        Entry(rawValue: 65, shortName: "Splitter", queryName: "splitters"),
        Entry(rawValue: 66, shortName: "RelevanceIndicator", queryName: "relevanceIndicators"),
        Entry(rawValue: 67, shortName: "ColorWell", queryName: "colorWells"),
        Entry(rawValue: 68, shortName: "HelpTag", queryName: "helpTags"),
        Entry(rawValue: 69, shortName: "Matte", queryName: "mattes"),
        Entry(rawValue: 70, shortName: "DockItem", queryName: "dockItems"),
        Entry(rawValue: 71, shortName: "Ruler", queryName: "rulers"),
        Entry(rawValue: 72, shortName: "RulerMarker", queryName: "rulerMarkers"),
        Entry(rawValue: 73, shortName: "Grid", queryName: "grids"),
        Entry(rawValue: 74, shortName: "LevelIndicator", queryName: "levelIndicators"),
        Entry(rawValue: 75, shortName: "Cell", queryName: "cells"),
        Entry(rawValue: 76, shortName: "LayoutArea", queryName: "layoutAreas"),
        Entry(rawValue: 77, shortName: "LayoutItem", queryName: "layoutItems"),
        Entry(rawValue: 78, shortName: "Handle", queryName: "handles"),
        Entry(rawValue: 79, shortName: "Stepper", queryName: "steppers"),
        Entry(rawValue: 80, shortName: "Tab", queryName: "tabs"),
        Entry(rawValue: 81, shortName: "TouchBar", queryName: "touchBars"),
        Entry(rawValue: 82, shortName: "StatusItem", queryName: "statusItems"),
    ]

    /// Every full type name (`XCUIElementTypeButton`).
    public static let fullNames: Set<String> = Set(entries.map(\.fullName))

    private static let byShortName: [String: Entry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.shortName, $0) })

    /// The entry for a full type name, `nil` for a name that is not a
    /// public type.
    public static func entry(forFullName name: String) -> Entry? {
        guard name.hasPrefix(prefix) else { return nil }
        return byShortName[String(name.dropFirst(prefix.count))]
    }

    /// The entry for a short name as debugDescription prints it (`Button`).
    public static func entry(forShortName shortName: String) -> Entry? {
        byShortName[shortName]
    }

    /// Whether `name` is a public type WebDriverAgent knows.
    public static func isKnown(_ name: String) -> Bool {
        fullNames.contains(name)
    }

    /// The full type name for a debugDescription short name: private types
    /// have no public enum case, so WebDriverAgent reports them as
    /// ``other``, and so do we.
    public static func fullName(forShortName shortName: String) -> String {
        entry(forShortName: shortName)?.fullName ?? other
    }

    /// The `XCUIElementTypeQueryProvider` property for a full type name
    /// (`XCUIElementTypeStaticText` → `staticTexts`), `nil` for `Any`,
    /// `Application` and names that are not public types.
    public static func queryName(forFullName name: String) -> String? {
        entry(forFullName: name)?.queryName
    }
}
