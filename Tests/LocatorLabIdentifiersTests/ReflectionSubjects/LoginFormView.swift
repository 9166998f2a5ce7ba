import LocatorLabIdentifiers

final class LoginFormView: BaseFormView, AccessibilityIdentifierGenerating {
    let userField = ViewNode(type: .textField, label: "User")
    private let footerButton = ButtonNode("Sign in")
}
