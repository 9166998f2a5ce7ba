import LocatorLabIdentifiers

/// The tests' `UILabel`.
class LabelNode: ViewNode {
    init(_ text: String = "") {
        super.init(type: .staticText, label: text)
    }
}
