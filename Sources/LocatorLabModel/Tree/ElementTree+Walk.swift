extension ElementTree {
    /// Visits the subtree of `start` (the whole tree when `nil`) in document
    /// order: `enter` when an element opens, `leave` once its last
    /// descendant has been visited, so that writers of nested formats (XML,
    /// libxml2 documents, copies through a builder) open and close elements
    /// in step. `depth` counts from 0 at `start`.
    ///
    /// A stack of open subtree ends stands in for recursion: the input
    /// decides how deep a tree is, and page sources nest thousands of levels
    /// where recursion would overflow the stack.
    @inlinable
    public func walk(
        from start: ElementID? = nil, enter: (_ id: ElementID, _ depth: Int) -> Void,
        leave: (_ id: ElementID, _ depth: Int) -> Void
    ) {
        guard !records.isEmpty else { return }
        let range = start.map { $0.index..<Int(records[$0.index].subtreeEnd) } ?? 0..<records.count
        // The elements entered and not yet left, innermost last.
        var open: [Int] = []
        open.reserveCapacity(64)
        for index in range {
            while let innermost = open.last, Int(records[innermost].subtreeEnd) <= index {
                open.removeLast()
                leave(ElementID(innermost), open.count)
            }
            enter(ElementID(index), open.count)
            open.append(index)
        }
        while let innermost = open.popLast() {
            leave(ElementID(innermost), open.count)
        }
    }
}
