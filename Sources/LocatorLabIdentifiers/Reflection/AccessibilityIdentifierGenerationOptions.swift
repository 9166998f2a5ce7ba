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

extension AccessibilityIdentifierGenerationOptions {
    /// How the 0-based position of an element in an array property is added.
    public enum IndexStyle: Sendable, Hashable {
        /// `<Type>.<property>_<index>` (seed 002).
        case underscore
        /// `<Type>.<property>.<index>` (seed 001's `class.listname.index`).
        case dot

        func identifier(base: String, index: Int) -> String {
            switch self {
            case .underscore: return "\(base)_\(index)"
            case .dot: return "\(base).\(index)"
            }
        }
    }
}

extension AccessibilityIdentifierGenerationOptions {
    /// The type name in front of a property declared in a superclass.
    public enum InheritedPropertyPrefix: Sendable, Hashable {
        /// The type of the instance being reflected, as the seeds'
        /// `type(of: self)`: a `titleLabel` declared in `BaseCell` of a
        /// `RaceCell` is `RaceCell.titleLabel`, so two subclasses on one
        /// screen get distinct identifiers.
        case instanceType
        /// The class that declares the property: `BaseCell.titleLabel`. Use it
        /// when a subclass and a superclass both have a private property of
        /// the same name, which `instanceType` would give the same identifier.
        case declaringType
    }
}
