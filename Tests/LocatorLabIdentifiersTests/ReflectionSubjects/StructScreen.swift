import LocatorLabIdentifiers

/// A value type can opt in too: its elements are still objects.
struct StructScreen: AccessibilityIdentifierGenerating {
    let greeting = LabelNode("Hi")
}
