/// Identifies an element within one ``ElementTree``: its position in document
/// order. Stable for the life of the tree; not meaningful across trees.
@frozen
public struct ElementID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let index: Int

    @inlinable
    public init(_ index: Int) {
        self.index = index
    }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        lhs.index < rhs.index
    }

    public var description: String { "#\(index)" }
}
