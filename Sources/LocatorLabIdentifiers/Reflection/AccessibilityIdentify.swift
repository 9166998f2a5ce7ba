/// Gives the property's element a custom identifier (seed 002), which
/// identifier generation uses instead of `<Type>.<property>`:
///
/// ```swift
/// @AccessibilityIdentify(identifier: "custom_id")
/// var testView = ViewNode()
/// ```
///
/// Any wrapped value generation understands works: an element, an optional
/// one or an array (numbered `custom_id_0`, `custom_id_1`, ...).
@propertyWrapper
public struct AccessibilityIdentify<Value> {
    public var wrappedValue: Value
    /// The identifier the element gets.
    public let identifier: String

    public init(wrappedValue: Value, identifier: String) {
        self.wrappedValue = wrappedValue
        self.identifier = identifier
    }
}

extension AccessibilityIdentify: Sendable where Value: Sendable {}

extension AccessibilityIdentify: AccessibilityIdentifierPropertyWrapper {
    public var reflectedValue: Any { wrappedValue }
    public var customAccessibilityIdentifier: String? { identifier }
}
