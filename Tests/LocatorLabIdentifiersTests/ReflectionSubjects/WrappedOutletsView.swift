import LocatorLabIdentifiers

/// Property-wrapped outlets are stored as `_<name>`.
final class WrappedOutletsView: ViewNode, AccessibilityIdentifierGenerating {
    @ThemedLabel var titleLabel = LabelNode("Title")
    @AccessibilityIdentify(identifier: "custom_id") var customLabel = LabelNode("Custom")
    @AccessibilityIdentify(identifier: "custom_rows") var rows = [LabelNode(), LabelNode()]
    /// An underscore the developer wrote is part of the name.
    let _legacyLabel = LabelNode("Legacy")
}
