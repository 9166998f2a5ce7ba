/// Choices for ``AccessibilityIdentifierGenerating/generateAccessibilityIdentifiers(options:)``.
public struct AccessibilityIdentifierGenerationOptions: Sendable, Hashable {
    /// How an element of an array property is numbered.
    public var indexStyle: IndexStyle
    /// Whether an element that already has a (non-empty) identifier gets the
    /// generated one anyway. Off by default: an identifier someone set on
    /// purpose is kept.
    public var overwritesExistingIdentifiers: Bool
    /// Which type name prefixes properties inherited from a superclass.
    public var inheritedPropertyPrefix: InheritedPropertyPrefix

    public init(
        indexStyle: IndexStyle = .underscore,
        overwritesExistingIdentifiers: Bool = false,
        inheritedPropertyPrefix: InheritedPropertyPrefix = .instanceType
    ) {
        self.indexStyle = indexStyle
        self.overwritesExistingIdentifiers = overwritesExistingIdentifiers
        self.inheritedPropertyPrefix = inheritedPropertyPrefix
    }
}
