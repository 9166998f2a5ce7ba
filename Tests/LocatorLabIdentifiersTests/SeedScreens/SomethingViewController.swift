import LocatorLabIdentifiers

/// Seed 003's view controller: `weak` implicitly unwrapped outlets, which a
/// storyboard would connect; `loadView()` plays the storyboard here.
final class SomethingViewController: ViewNodeController, AccessibilityIdentifierGenerating {
    private weak var titleLabel: LabelNode!
    private weak var descriptionLabel: LabelNode!
    private weak var doneButton: ButtonNode!

    func loadView() {
        let title = LabelNode("Something")
        let description = LabelNode("Something happened")
        let done = ButtonNode("Done")
        for subview in [title, description, done] as [ViewNode] {
            view.addSubview(subview)
        }
        titleLabel = title
        descriptionLabel = description
        doneButton = done
    }

    func viewDidLoad() {
        generateAccessibilityIdentifiers()
    }
}
