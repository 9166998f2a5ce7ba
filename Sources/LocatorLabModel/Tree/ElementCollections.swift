// The ways to walk a tree's elements as values: one element's children
// (`ElementChildren`, IDs) and every element in document order (`ElementList`).

/// The children of one element, walked by skipping over each child's subtree.
public struct ElementChildren: Sequence, Sendable {
    let tree: ElementTree
    let parent: ElementID

    public struct Iterator: IteratorProtocol, Sendable {
        let tree: ElementTree
        var position: Int
        let end: Int

        public mutating func next() -> ElementID? {
            guard position < end else { return nil }
            let current = position
            position = Int(tree.records[current].subtreeEnd)
            return ElementID(current)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(tree: tree, position: parent.index + 1, end: Int(tree.records[parent.index].subtreeEnd))
    }

    /// The number of children (walks them).
    public var count: Int {
        var total = 0
        for _ in self { total += 1 }
        return total
    }
}

/// The elements of an ``ElementTree`` as ``Element`` values, in document
/// order, each built when it is read.
public struct ElementList: RandomAccessCollection, Sendable {
    let tree: ElementTree

    public var startIndex: Int { 0 }
    public var endIndex: Int { tree.records.count }

    public subscript(position: Int) -> Element {
        tree.element(at: position)
    }
}
