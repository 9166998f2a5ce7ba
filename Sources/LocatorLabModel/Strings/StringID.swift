/// One string of a ``StringTable``: the same text always has the same ID in
/// one table, so comparing IDs compares the strings.
@frozen
public struct StringID: Sendable, Hashable, Comparable {
    public let raw: UInt32

    @inlinable
    public init(raw: UInt32) {
        self.raw = raw
    }

    public static func < (lhs: StringID, rhs: StringID) -> Bool {
        lhs.raw < rhs.raw
    }
}
