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
