import LocatorLabIdentifiers

/// Seed 002's custom view.
final class CustomView: ViewNode, AccessibilityIdentifierGenerating {
    private var label: LabelNode = LabelNode()

    init() {
        super.init()
        addSubview(label)
    }
}
