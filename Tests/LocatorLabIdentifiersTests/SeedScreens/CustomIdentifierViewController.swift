import LocatorLabIdentifiers

/// Seed 002's `ViewController` with a custom identifier from the property
/// wrapper, plus arrays of views (seed 002 numbers them, seed 001 suggests
/// `class.listname.index`).
final class CustomIdentifierViewController: ViewNodeController, AccessibilityIdentifierGenerating {
    @AccessibilityIdentify(identifier: "custom_id")
    var testView = ViewNode()

    let labelList = [LabelNode("first"), LabelNode("second")]

    func viewDidLoad(options: AccessibilityIdentifierGenerationOptions = AccessibilityIdentifierGenerationOptions()) {
        view.addSubview(testView)
        for label in labelList {
            view.addSubview(label)
        }
        generateAccessibilityIdentifiers(options: options)
    }
}
