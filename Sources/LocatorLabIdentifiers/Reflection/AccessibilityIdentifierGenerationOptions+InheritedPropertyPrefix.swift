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
