import LocatorLabModel

/// What a user can do with an element, for the elements the audit expects
/// to carry an identifier. `nil` from ``init(of:platform:)`` means the element
/// is not interactive (text, images, containers).
///
/// iOS: by element type (buttons, cells, text inputs, switches, sliders,
/// links, tabs, menu items and their relatives), else by traits (`Button`,
/// `Link`, `Adjustable`, `SearchField`) on `Other`, `StaticText` and `Image`.
/// Keyboard keys are the system's, not the app's, and never count.
///
/// Android: editable classes (`EditText`, `AutoCompleteTextView`), seek and
/// rating bars, then `checkable="true"`, then `clickable` or `long-clickable`.
public enum InteractiveRole: String, Sendable, Hashable, Codable, CaseIterable {
    case button
    case cell
    case textInput = "text-input"
    case toggle
    case adjustable
    case link
    case tab
    case menuItem = "menu-item"

    public init?(of element: Element, platform: Platform) {
        switch platform {
        case .ios:
            guard let role = Self.iosRole(of: element) else { return nil }
            self = role
        case .android:
            guard let role = Self.androidRole(of: element) else { return nil }
            self = role
        }
    }

    private static let iosTypes: [String: InteractiveRole] = [
        "Button": .button, "ToolbarButton": .button, "PopUpButton": .button, "MenuButton": .button,
        "DisclosureTriangle": .button, "IncrementArrow": .button, "DecrementArrow": .button,
        "Cell": .cell, "OutlineRow": .cell,
        "TextField": .textInput, "SecureTextField": .textInput, "SearchField": .textInput, "TextView": .textInput,
        "ComboBox": .textInput,
        "Switch": .toggle, "Toggle": .toggle, "CheckBox": .toggle, "RadioButton": .toggle,
        "Slider": .adjustable, "Stepper": .adjustable, "PickerWheel": .adjustable, "DatePicker": .adjustable,
        "ColorWell": .adjustable,
        "Link": .link,
        "Tab": .tab,
        "MenuItem": .menuItem, "MenuBarItem": .menuItem,
    ]

    private static let iosTraits: [(trait: String, role: InteractiveRole)] = [
        ("Button", .button), ("Link", .link), ("Adjustable", .adjustable), ("SearchField", .textInput),
    ]

    private static func iosRole(of element: Element) -> InteractiveRole? {
        let prefix = "XCUIElementType"
        let shortType = element.type.hasPrefix(prefix) ? String(element.type.dropFirst(prefix.count)) : element.type
        if let role = iosTypes[shortType] { return role }
        guard ["Other", "StaticText", "Image"].contains(shortType),
            let traits = element[attribute: AttributeName.traits]
        else { return nil }
        // WDA joins trait names with ", ".
        let names = traits.split(separator: ",").map { String($0.drop(while: \.isWhitespace)) }
        return iosTraits.first { names.contains($0.trait) }?.role
    }

    private static func androidRole(of element: Element) -> InteractiveRole? {
        let simpleName = element.type.split(separator: ".").last.map(String.init) ?? element.type
        if simpleName.hasSuffix("EditText") || simpleName.hasSuffix("AutoCompleteTextView") { return .textInput }
        if simpleName.hasSuffix("SeekBar") || simpleName.hasSuffix("RatingBar") || simpleName.hasSuffix("Slider") {
            return .adjustable
        }
        if element[attribute: AttributeName.checkable] == "true" { return .toggle }
        if element[attribute: AttributeName.clickable] == "true" || element[attribute: "long-clickable"] == "true" {
            return .button
        }
        return nil
    }
}
