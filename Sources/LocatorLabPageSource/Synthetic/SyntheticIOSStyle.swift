import LocatorLabModel

/// Writes synthetic nodes as current WebDriverAgent writes elements
/// (formats.md 1.4, 1.5): attributes in ``AttributeName/iosOrder``, `name`,
/// `label` and `value` by ``WebDriverAgentNaming``, `processId` and
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
        let named = WebDriverAgentNaming.attributes(of: Self.snapshot(of: node, type: type))
        attributes += named.inOrder
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

    /// What XCTest's snapshot would hold: a switch's value is `1`/`0`, a
    /// secure field shows bullets, a selected button is selected; static
    /// texts and buttons carry no value of their own.
    private static func snapshot(of node: SyntheticNode, type: String) -> WebDriverAgentNaming.Snapshot {
        let value: String?
        switch node.role {
        case .toggle: value = node.isOn ? "1" : "0"
        case .textField, .searchField: value = node.value
        case .secureTextField: value = node.value.map { String(repeating: "•", count: $0.count) }
        default: value = nil
        }
        return WebDriverAgentNaming.Snapshot(
            type: type, identifier: node.identifier, label: node.label, value: value,
            placeholderValue: node.placeholder,
            isSelected: node.isOn && (node.role == .tabButton || node.role == .checkbox || node.role == .button))
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
