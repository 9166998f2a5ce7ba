import LocatorLabIdentifiers

/// Reflects as older runtimes reported some stored properties: with a
/// `.storage` suffix.
struct StorageSuffixSubject: AccessibilityIdentifierGenerating, CustomReflectable {
    let titleLabel = LabelNode("Title")

    var customMirror: Mirror {
        Mirror(self, children: ["titleLabel.storage": titleLabel])
    }
}
