/// One element found by identifier generation and what happened to it.
public struct AccessibilityIdentifierAssignment: Sendable, Hashable {
    /// What happened to the element's identifier.
    public enum Outcome: Sendable, Hashable {
        /// The element now carries ``AccessibilityIdentifierAssignment/identifier``.
        case assigned
        /// The element kept the identifier it already had (given here),
        /// because overwriting was not asked for.
        case keptExisting(String)
    }

    /// The property's name as written in code (storage prefixes and suffixes removed).
    public var property: String
    /// The element's position when the property is an array.
    public var index: Int?
    /// The identifier generation chose: the custom one of
    /// ``AccessibilityIdentify`` or the generated `<Type>.<property>` form.
    public var identifier: String
    /// Whether ``identifier`` came from ``AccessibilityIdentify``.
    public var isCustom: Bool
    public var outcome: Outcome

    public init(property: String, index: Int?, identifier: String, isCustom: Bool, outcome: Outcome) {
        self.property = property
        self.index = index
        self.identifier = identifier
        self.isCustom = isCustom
        self.outcome = outcome
    }
}
