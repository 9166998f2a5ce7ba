extension ElementTree {
    // Per-field reads that do not build a whole ``Element`` value. Hot loops
    // (indexes, query documents, strategy evaluators) use these; `tree[id]`
    // builds every attribute of the element and is for code that wants them.

    /// The element type of `id`.
    public func type(of id: ElementID) -> String {
        elements[id.index].type
    }

    /// The value of attribute `name` on `id`, if present.
    public func attribute(_ name: String, of id: ElementID) -> String? {
        elements[id.index][attribute: name]
    }

    /// The attributes of `id`, in the order read.
    public func attributes(of id: ElementID) -> [Attribute] {
        elements[id.index].attributes
    }

    /// The raw accessibility identifier of `id`, when the source tells it
    /// apart from `name` (see ``Element/identifier``).
    public func identifier(of id: ElementID) -> String? {
        elements[id.index].identifier
    }

    /// The parent of `id`, or `nil` for the root.
    public func parent(of id: ElementID) -> ElementID? {
        elements[id.index].parent
    }

    /// The depth of `id` (0 for the root).
    public func depth(of id: ElementID) -> Int {
        elements[id.index].depth
    }

    /// One past the last element of `id`'s subtree, in document order.
    public func subtreeEnd(of id: ElementID) -> Int {
        elements[id.index].subtreeEnd
    }
}
