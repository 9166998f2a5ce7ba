import LocatorLabIdentifiers

/// A property wrapper of the app's own, without a custom identifier, that
/// lets generation see through it.
@propertyWrapper
struct ThemedLabel: AccessibilityIdentifierPropertyWrapper {
    var wrappedValue: LabelNode
    var reflectedValue: Any { wrappedValue }
}
