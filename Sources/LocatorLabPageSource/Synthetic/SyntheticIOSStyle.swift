import LocatorLabModel

/// Writes synthetic nodes as current WebDriverAgent writes elements
/// (formats.md 1.4, 1.5): attributes in ``AttributeName/iosOrder``, `name`
/// derived from the identifier or else the label, `processId` and
/// `bundleId` last on the application.
struct SyntheticIOSStyle: Sendable {
    static let screen = Frame(x: 0, y: 0, width: 390, height: 844)

    let bundleID: String
    let processID: Int

    func element(for node: SyntheticNode, index: Int) -> Element {
        let type = Self.type(of: node.role)
        var attributes: [Attribute] = []
        attributes.reserveCapacity(node.role == .application ? 15 : 14)
        attributes.append(Attribute(AttributeName.type, type))
        if let value = Self.value(of: node) {
            attributes.append(Attribute(AttributeName.value, value))
        }
        // WDA keeps an empty label only on text fields; elsewhere "" is nil.
        let label = node.role == .textField || node.role == .secureTextField ? node.label ?? "" : node.label
        let shownLabel = label?.isEmpty == false ? label : nil
        if let name = node.identifier ?? shownLabel {
            attributes.append(Attribute(AttributeName.name, name))
        }
        if let label = node.role == .textField || node.role == .secureTextField ? label : shownLabel {
            attributes.append(Attribute(AttributeName.label, label))
        }
        attributes.append(Attribute(AttributeName.enabled, node.isEnabled ? "true" : "false"))
        attributes.append(Attribute(AttributeName.visible, Self.isOnScreen(node.frame) ? "true" : "false"))
        attributes.append(Attribute(AttributeName.accessible, node.isAccessible ? "true" : "false"))
        attributes.append(Attribute(AttributeName.x, String(node.frame.x)))
        attributes.append(Attribute(AttributeName.y, String(node.frame.y)))
        attributes.append(Attribute(AttributeName.width, String(node.frame.width)))
        attributes.append(Attribute(AttributeName.height, String(node.frame.height)))
        attributes.append(Attribute(AttributeName.index, String(index)))
        if node.role.isTextInput, let placeholder = node.placeholder {
            attributes.append(Attribute(AttributeName.placeholderValue, placeholder))
        }
        attributes.append(Attribute(AttributeName.traits, Self.traits(of: node)))
        if node.role == .application {
            attributes.append(Attribute(AttributeName.processId, String(processID)))
            attributes.append(Attribute(AttributeName.bundleId, bundleID))
        }
        return Element(type: type, attributes: attributes, identifier: node.identifier)
    }

    static func type(of role: SyntheticRole) -> String {
        switch role {
        case .application: "XCUIElementTypeApplication"
        case .window: "XCUIElementTypeWindow"
        case .container, .separator: "XCUIElementTypeOther"
        case .navigationBar: "XCUIElementTypeNavigationBar"
        case .tabBar: "XCUIElementTypeTabBar"
        case .tabButton, .button, .iconButton, .checkbox: "XCUIElementTypeButton"
        case .list: "XCUIElementTypeTable"
        case .grid: "XCUIElementTypeCollectionView"
        case .scrollView: "XCUIElementTypeScrollView"
        case .cell: "XCUIElementTypeCell"
        case .staticText, .header: "XCUIElementTypeStaticText"
        case .link: "XCUIElementTypeLink"
        case .image: "XCUIElementTypeImage"
        case .toggle: "XCUIElementTypeSwitch"
        case .textField: "XCUIElementTypeTextField"
        case .secureTextField: "XCUIElementTypeSecureTextField"
        case .searchField: "XCUIElementTypeSearchField"
        }
    }

    /// WDA's `wdValue`: a static text's text, a switch's 0/1, a selected
    /// button's 1, a text input's content or else its placeholder.
    private static func value(of node: SyntheticNode) -> String? {
        switch node.role {
        case .staticText, .header: node.label
        case .toggle: node.isOn ? "1" : "0"
        case .tabButton, .checkbox, .button: node.isOn ? "1" : nil
        case .textField, .searchField: node.value ?? node.placeholder
        case .secureTextField: node.value.map { String(repeating: "•", count: $0.count) } ?? node.placeholder
        default: nil
        }
    }

    /// Trait names in the order WDA lists them (`FBAccessibilityTraits.m`).
    private static func traits(of node: SyntheticNode) -> String {
        let base: String
        switch node.role {
        case .button, .iconButton, .checkbox, .tabButton: base = "Button"
        case .toggle: base = "Button, ToggleButton"
        case .link: base = "Link"
        case .header: base = "Header, StaticText"
        case .staticText: base = "StaticText"
        case .image: base = "Image"
        case .searchField: base = "SearchField"
        case .tabBar: base = "TabBar"
        default: base = ""
        }
        guard node.role == .button || node.role == .iconButton || node.role == .checkbox || node.role == .tabButton
        else { return base }
        if node.isOn { return base + ", Selected" }
        if !node.isEnabled { return base + ", NotEnabled" }
        return base
    }

    static func isOnScreen(_ frame: Frame) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.x < screen.width && frame.x + frame.width > 0
            && frame.y < screen.height && frame.y + frame.height > 0
    }
}
