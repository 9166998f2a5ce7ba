import LocatorLabIdentifiers

final class OptionalOutletsView: ViewNode, AccessibilityIdentifierGenerating {
    var missingLabel: LabelNode?
    var presentLabel: LabelNode? = LabelNode("here")
    var unconnectedOutlet: LabelNode!
    var nestedOptional: LabelNode?? = .some(LabelNode("nested"))
    var sparseLabels: [LabelNode?] = [LabelNode("a"), nil, LabelNode("c")]
}
