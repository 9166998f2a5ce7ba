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
