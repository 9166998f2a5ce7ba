/// One attribute of an element, exactly as a driver writes it (booleans as
/// `true`/`false`, numbers as decimal strings).
public struct Attribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// One attribute as an ``ElementTree`` stores it: name and value as IDs in
/// the tree's ``StringTable``.
@frozen
public struct InternedAttribute: Sendable, Hashable {
    public var name: StringID
    public var value: StringID

    @inlinable
    public init(name: StringID, value: StringID) {
        self.name = name
        self.value = value
    }
}
