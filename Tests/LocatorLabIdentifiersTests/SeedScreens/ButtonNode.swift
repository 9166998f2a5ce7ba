import LocatorLabIdentifiers

/// The tests' `UIButton`.
class ButtonNode: ViewNode {
    init(_ title: String = "") {
        super.init(type: .button, label: title)
    }
}
