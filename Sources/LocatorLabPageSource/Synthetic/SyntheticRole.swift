/// What a synthetic element is for, independent of platform. The platform
/// styles turn a role into an XCUIElementType or an Android class.
enum SyntheticRole: Sendable {
    case application
    case window
    case container
    case navigationBar
    case tabBar
    case tabButton
    case list
    case grid
    case scrollView
    case cell
    case staticText
    case header
    case link
    case image
    case button
    case iconButton
    case toggle
    case checkbox
    case textField
    case secureTextField
    case searchField
    case separator

    /// Roles a user types into.
    var isTextInput: Bool {
        self == .textField || self == .secureTextField || self == .searchField
    }
}
