/// Builds an ``ElementTree`` in document order: open an element, add its
/// children, close it. Readers, the generator and the Swift builder DSL all
/// go through it, so every tree has the same invariants.
public struct ElementTreeBuilder: Sendable {
    private var tree: ElementTree
    private var open: [Int] = []

    public init(platform: Platform, wrapper: String? = nil) {
        tree = ElementTree(platform: platform, wrapper: wrapper)
    }

    /// How many elements are open (the depth the next element will have).
    public var depth: Int { open.count }

    /// How many elements have been added.
    public var count: Int { tree.elements.count }

    /// The element currently open at the innermost level.
    public var current: ElementID? { open.last.map(ElementID.init) }

    /// Adds `element` as the next child of the innermost open element (or as
    /// the root) and opens it. Adding a second root is a programming error.
    @discardableResult
    public mutating func open(_ element: Element) -> ElementID {
        precondition(!open.isEmpty || tree.elements.isEmpty, "an element tree has one root")
        var element = element
        element.parent = open.last.map(ElementID.init)
        element.depth = open.count
        element.subtreeEnd = tree.elements.count + 1
        tree.elements.append(element)
        open.append(tree.elements.count - 1)
        return ElementID(tree.elements.count - 1)
    }

    /// Adds `element` with no children.
    @discardableResult
    public mutating func add(_ element: Element) -> ElementID {
        let id = open(element)
        close()
        return id
    }

    /// Closes the innermost open element.
    public mutating func close() {
        guard let index = open.popLast() else { return }
        tree.elements[index].subtreeEnd = tree.elements.count
    }

    /// Reads or changes an element already added (e.g. to fill in attributes
    /// only known once its children are read).
    public subscript(id: ElementID) -> Element {
        get { tree[id] }
        set { tree[id] = newValue }
    }

    /// Closes whatever is still open and returns the tree.
    public mutating func finish() -> ElementTree {
        while !open.isEmpty { close() }
        return tree
    }
}
