/// A whole screen: elements stored flat in document order. A subtree is a
/// contiguous range, so walking, copying and freeing a tree never recurse,
/// however deep it is nested.
public struct ElementTree: Sendable {
    /// The platform the tree comes from.
    public var platform: Platform
    /// The name of a wrapper element that stood around the root in the source
    /// (`AppiumAUT` in Appium's iOS page sources). It is not part of the tree:
    /// drivers evaluate locators without it.
    public var wrapper: String?
    /// All elements, in document order; `elements[0]` is the root.
    public internal(set) var elements: [Element]

    public init(platform: Platform, wrapper: String? = nil, elements: [Element] = []) {
        self.platform = platform
        self.wrapper = wrapper
        self.elements = elements
    }

    /// The root element's ID, or `nil` for an empty tree.
    public var root: ElementID? { elements.isEmpty ? nil : ElementID(0) }

    /// The number of elements.
    public var count: Int { elements.count }

    /// All element IDs in document order.
    public var ids: some RandomAccessCollection<ElementID> {
        elements.indices.lazy.map(ElementID.init)
    }

    public subscript(id: ElementID) -> Element {
        get { elements[id.index] }
        set {
            // Structure is owned by the tree; only content may change.
            var replacement = newValue
            replacement.parent = elements[id.index].parent
            replacement.depth = elements[id.index].depth
            replacement.subtreeEnd = elements[id.index].subtreeEnd
            elements[id.index] = replacement
        }
    }

    /// The children of `id`, in document order.
    public func children(of id: ElementID) -> ElementChildren {
        ElementChildren(tree: self, parent: id)
    }

    /// The descendants of `id` (not `id` itself), in document order.
    public func descendants(of id: ElementID) -> some RandomAccessCollection<ElementID> {
        ((id.index + 1)..<elements[id.index].subtreeEnd).lazy.map(ElementID.init)
    }

    /// The 0-based position of `id` among its parent's children.
    public func siblingPosition(of id: ElementID) -> Int {
        guard let parent = elements[id.index].parent else { return 0 }
        var position = 0
        for child in children(of: parent) {
            if child == id { return position }
            position += 1
        }
        return position
    }

    /// The ancestors of `id`, nearest first.
    public func ancestors(of id: ElementID) -> [ElementID] {
        var result: [ElementID] = []
        var current = elements[id.index].parent
        while let ancestor = current {
            result.append(ancestor)
            current = elements[ancestor.index].parent
        }
        return result
    }

    /// The deepest nesting in the tree (the root is depth 0).
    public var maximumDepth: Int {
        elements.reduce(0) { max($0, $1.depth) }
    }
}
