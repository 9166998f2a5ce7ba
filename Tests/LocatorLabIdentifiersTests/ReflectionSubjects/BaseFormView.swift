import LocatorLabIdentifiers

/// A superclass with outlets of its own.
class BaseFormView: ViewNode {
    let headerLabel = LabelNode("Header")
    private let footerButton = ButtonNode("Footer")
}
