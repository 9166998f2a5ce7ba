extension ElementTree {
    /// Copies the subtree rooted at `id` into `builder`, in document order,
    /// without recursion.
    public func copySubtree(_ id: ElementID, into builder: inout ElementTreeBuilder) {
        var closeAt: [Int] = []
        for index in id.index..<elements[id.index].subtreeEnd {
            while let end = closeAt.last, end <= index {
                builder.close()
                closeAt.removeLast()
            }
            builder.open(Element(type: elements[index].type, attributes: elements[index].attributes, identifier: elements[index].identifier))
            closeAt.append(elements[index].subtreeEnd)
        }
        while !closeAt.isEmpty {
            builder.close()
            closeAt.removeLast()
        }
    }
}
