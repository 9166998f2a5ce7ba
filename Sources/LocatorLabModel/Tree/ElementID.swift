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

/// A contiguous run of element IDs in document order (all of a tree's, or
/// a subtree's descendants). A concrete type rather than a lazy map, so
/// that loops over it in other modules compile to plain integer loops.
@frozen
public struct ElementIDs: RandomAccessCollection, Sendable, Hashable {
    public let startIndex: Int
    public let endIndex: Int

    @inlinable
    public init(_ range: Range<Int>) {
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    @inlinable
    public subscript(position: Int) -> ElementID { ElementID(position) }

    @inlinable
    public func index(after position: Int) -> Int { position + 1 }

    @inlinable
    public func index(before position: Int) -> Int { position - 1 }

    public typealias Indices = Range<Int>

    @inlinable
    public var indices: Range<Int> { startIndex..<endIndex }
}
