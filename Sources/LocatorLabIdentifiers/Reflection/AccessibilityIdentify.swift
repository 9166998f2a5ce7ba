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

/// A property wrapper identifier generation can see through. Reflection
/// shows a wrapped property as its storage, `_name`, holding the wrapper;
/// a wrapper adopting this protocol hands over the value it wraps, and the
/// property is named without the `_`. ``AccessibilityIdentify`` adopts it;
/// other wrappers around views may too.
public protocol AccessibilityIdentifierPropertyWrapper {
    /// The wrapped value, searched for elements like a plain property.
    var reflectedValue: Any { get }
    /// An identifier to use instead of the generated one, if any.
    var customAccessibilityIdentifier: String? { get }
}

extension AccessibilityIdentifierPropertyWrapper {
    public var customAccessibilityIdentifier: String? { nil }
}
