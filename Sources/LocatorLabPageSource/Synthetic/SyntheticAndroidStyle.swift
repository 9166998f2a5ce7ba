import LocatorLabModel

/// Writes synthetic nodes as UiAutomator2 writes elements (formats.md 2.1):
/// the classic attribute set in ``AttributeName/androidOrder``, bounds on a
/// 1080 × 2400 screen, and the `hierarchy` root.
struct SyntheticAndroidStyle: Sendable {
    static let screenWidth = 1080
    static let screenHeight = 2400

    let package: String

    private static let containerClasses = [
        "android.view.ViewGroup", "android.widget.LinearLayout", "android.widget.FrameLayout",
        "android.widget.RelativeLayout",
    ]

    func element(for node: SyntheticNode, index: Int) -> Element {
        if node.role == .application {
            return Element(
                type: "hierarchy",
                attributes: [
                    Attribute("index", String(index)), Attribute("class", "hierarchy"), Attribute("rotation", "0"),
                    Attribute("width", String(Self.screenWidth)), Attribute("height", String(Self.screenHeight)),
                ])
        }
        let className = node.androidClass ?? Self.className(of: node)
        let role = node.role
        let (bounds, isDisplayed) = Self.bounds(of: node.frame)
        let isClickable: Bool
        switch role {
        case .button, .iconButton, .tabButton, .cell, .toggle, .checkbox, .link, .textField, .secureTextField,
            .searchField:
            isClickable = true
        default:
            isClickable = false
        }
        var attributes: [Attribute] = []
        attributes.reserveCapacity(18)
        attributes.append(Attribute("index", String(index)))
        attributes.append(Attribute("package", package))
        attributes.append(Attribute("class", className))
        attributes.append(Attribute("text", Self.text(of: node)))
        if let description = node.identifier ?? Self.labelDescription(of: node) {
            attributes.append(Attribute("content-desc", description))
        }
        if let resourceID = node.resourceID {
            attributes.append(Attribute("resource-id", resourceID))
        }
        let isCheckable = role == .toggle || role == .checkbox
        attributes.append(Attribute("checkable", isCheckable ? "true" : "false"))
        attributes.append(Attribute("checked", isCheckable && node.isOn ? "true" : "false"))
        attributes.append(Attribute("clickable", isClickable && node.isEnabled ? "true" : "false"))
        attributes.append(Attribute("enabled", node.isEnabled ? "true" : "false"))
        attributes.append(Attribute("focusable", isClickable ? "true" : "false"))
        attributes.append(Attribute("focused", "false"))
        attributes.append(Attribute("long-clickable", role == .cell ? "true" : "false"))
        attributes.append(Attribute("password", role == .secureTextField ? "true" : "false"))
        let isScrollable = role == .list || role == .grid || role == .scrollView
        attributes.append(Attribute("scrollable", isScrollable ? "true" : "false"))
        attributes.append(Attribute("selected", role == .tabButton && node.isOn ? "true" : "false"))
        attributes.append(Attribute("bounds", bounds))
        attributes.append(Attribute("displayed", isDisplayed ? "true" : "false"))
        return Element(type: className, attributes: attributes, identifier: node.identifier)
    }

    private static func className(of node: SyntheticNode) -> String {
        switch node.role {
        case .application: "hierarchy"
        case .window, .tabBar, .tabButton: "android.widget.FrameLayout"
        case .container: containerClasses[node.variant % containerClasses.count]
        case .navigationBar, .cell: "android.view.ViewGroup"
        case .list: "androidx.recyclerview.widget.RecyclerView"
        case .grid: node.variant % 2 == 0 ? "androidx.recyclerview.widget.RecyclerView" : "android.widget.GridView"
        case .scrollView: "android.widget.ScrollView"
        case .staticText, .header, .link: "android.widget.TextView"
        case .image: "android.widget.ImageView"
        case .button: "android.widget.Button"
        case .iconButton: "android.widget.ImageButton"
        case .toggle: "android.widget.Switch"
        case .checkbox: "android.widget.CheckBox"
        case .textField, .secureTextField, .searchField: "android.widget.EditText"
        case .separator: "android.view.View"
        }
    }

    /// UiAutomator2 always writes `text`: what a text view or button shows;
    /// for an empty text input, the hint it shows.
    private static func text(of node: SyntheticNode) -> String {
        switch node.role {
        case .staticText, .header, .link, .button, .toggle, .checkbox:
            return node.label ?? ""
        case .textField, .searchField:
            return node.value ?? node.placeholder ?? ""
        case .secureTextField:
            return node.value.map { String(repeating: "•", count: $0.count) } ?? node.placeholder ?? ""
        default:
            return ""
        }
    }

    /// Elements without text describe themselves through `content-desc`.
    private static func labelDescription(of node: SyntheticNode) -> String? {
        switch node.role {
        case .image, .iconButton, .tabButton: node.label
        default: nil
        }
    }

    /// The frame scaled from iOS points to pixels and clipped to the screen
    /// (UiAutomator2 reports visible bounds); nothing left means not displayed.
    private static func bounds(of frame: Frame) -> (String, Bool) {
        let screen = SyntheticIOSStyle.screen
        let left = frame.x * screenWidth / screen.width
        let right = (frame.x + frame.width) * screenWidth / screen.width
        let top = min(max(frame.y * screenHeight / screen.height, 0), screenHeight)
        let bottom = min(max((frame.y + frame.height) * screenHeight / screen.height, 0), screenHeight)
        return ("[\(left),\(top)][\(right),\(bottom)]", bottom > top && right > left)
    }
}
