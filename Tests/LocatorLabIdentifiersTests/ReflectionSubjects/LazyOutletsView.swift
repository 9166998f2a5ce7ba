import LocatorLabIdentifiers

/// Lazy properties are stored as `$__lazy_storage_$_<name>`, `nil` until used.
final class LazyOutletsView: ViewNode, AccessibilityIdentifierGenerating {
    lazy var usedLabel = LabelNode("used")
    lazy var unusedLabel = LabelNode("unused")
}
