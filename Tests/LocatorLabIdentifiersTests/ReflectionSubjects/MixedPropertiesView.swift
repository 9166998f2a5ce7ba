import LocatorLabIdentifiers

/// Properties that hold no element, or elements generation does not look into.
final class MixedPropertiesView: ViewNode, AccessibilityIdentifierGenerating {
    final class Model {
        let label = LabelNode("inside a model")
    }

    let title = "Settings"
    let count = 3
    let names = ["a", "b"]
    let model = Model()
    let labelsByKey = ["one": LabelNode("1")]
    let labelSet: Set<String> = ["x"]
    let emptyLabels: [LabelNode] = []
    let onlyElement = LabelNode("only")
}
