/// Builds an ``ElementTree`` in document order: open an element, add its
/// children, close it. Readers, the generator and the Swift builder DSL all
/// go through it, so every tree has the same invariants.
///
/// Two ways in: ``open(_:)`` with an ``Element`` value, or, for readers that
/// stream bytes, ``intern(_:)-(UnsafeRawBufferPointer)`` plus
/// ``open(type:)`` and ``addAttribute(name:value:)``, which build no Swift
/// string per attribute.
public struct ElementTreeBuilder: Sendable {
    private var tree: ElementTree
    private var open: [Int] = []
    /// The tree this builder started from (``init(derivingFrom:)``): its
    /// string IDs are valid here, so its elements copy without re-interning.
    private let base: ElementTree?

    public init(platform: Platform, wrapper: String? = nil) {
        tree = ElementTree(platform: platform, wrapper: wrapper)
        base = nil
    }

    /// A builder for a changed copy of `source`: it starts with `source`'s
    /// strings, so ``openCopy(of:)`` and ``copySubtree(of:)`` copy elements
    /// of `source` as they are stored.
    public init(derivingFrom source: ElementTree) {
        tree = ElementTree(platform: source.platform, wrapper: source.wrapper)
        tree.strings = source.strings
        tree.records.reserveCapacity(source.count + 8)
        tree.attributeRecords.reserveCapacity(source.attributeRecords.count + 64)
        base = source
    }

    /// The platform of the tree being built.
    public var platform: Platform {
        get { tree.platform }
        set { tree.platform = newValue }
    }

    /// The wrapper element name of the tree being built.
    public var wrapper: String? {
        get { tree.wrapper }
        set { tree.wrapper = newValue }
    }

    /// How many elements are open (the depth the next element will have).
    public var depth: Int { open.count }

    /// How many elements have been added.
    public var count: Int { tree.records.count }

    /// The element currently open at the innermost level.
    public var current: ElementID? { open.last.map(ElementID.init) }

    /// The tree's strings so far.
    public var strings: StringTable { tree.strings }

    /// Reserves room for `elements` elements with `attributes` attributes
    /// and strings of about `stringBytes` bytes in all.
    public mutating func reserveCapacity(elements: Int, attributes: Int, strings: Int, stringBytes: Int) {
        tree.records.reserveCapacity(elements)
        tree.attributeRecords.reserveCapacity(attributes)
        tree.strings.reserveCapacity(strings: strings, bytes: stringBytes)
    }

    /// The ID of `string` in the tree's string table.
    public mutating func intern(_ string: String) -> StringID {
        tree.strings.intern(string)
    }

    /// The ID of the string with these UTF-8 bytes in the tree's string table.
    public mutating func intern(_ utf8: UnsafeRawBufferPointer) -> StringID {
        tree.strings.intern(utf8)
    }

    /// Adds an element of type `type` as the next child of the innermost open
    /// element (or as the root) and opens it. Its attributes follow through
    /// ``addAttribute(name:value:)``, before any child is opened.
    @discardableResult
    public mutating func open(type: StringID, identifier: StringID? = nil, snapshotValue: StringID? = nil) -> ElementID {
        precondition(!open.isEmpty || tree.records.isEmpty, "an element tree has one root")
        let index = tree.records.count
        tree.records.append(
            ElementRecord(
                type: type, identifier: identifier?.raw ?? ElementRecord.noIdentifier,
                snapshotValue: snapshotValue?.raw ?? ElementRecord.noIdentifier,
                parent: Int32(open.last ?? -1), depth: Int32(open.count), subtreeEnd: Int32(index + 1),
                attributeStart: UInt32(tree.attributeRecords.count), attributeCount: 0))
        open.append(index)
        return ElementID(index)
    }

    /// Adds an attribute to the element opened last, which must have no
    /// children yet (attributes are stored right after their element's).
    public mutating func addAttribute(name: StringID, value: StringID) {
        let index = tree.records.count - 1
        precondition(
            Int(tree.records[index].attributeStart) + Int(tree.records[index].attributeCount) == tree.attributeRecords.count,
            "attributes are added to the element opened last")
        tree.attributeRecords.append(InternedAttribute(name: name, value: value))
        tree.records[index].attributeCount += 1
    }

    /// Changes the type of the element opened last.
    public mutating func setTypeOfLast(_ type: StringID) {
        tree.records[tree.records.count - 1].type = type
    }

    /// The number of attributes the element opened last has so far.
    public var attributeCountOfLast: Int {
        tree.records.last.map { Int($0.attributeCount) } ?? 0
    }

    /// Adds `element` as the next child of the innermost open element (or as
    /// the root) and opens it. Adding a second root is a programming error.
    @discardableResult
    public mutating func open(_ element: Element) -> ElementID {
        let type = tree.strings.intern(element.type)
        let identifier = element.identifier.map { tree.strings.intern($0) }
        let snapshotValue = element.snapshotValue.map { tree.strings.intern($0) }
        let id = open(type: type, identifier: identifier, snapshotValue: snapshotValue)
        for attribute in element.attributes {
            addAttribute(name: tree.strings.intern(attribute.name), value: tree.strings.intern(attribute.value))
        }
        return id
    }

    /// Adds `element` with no children.
    @discardableResult
    public mutating func add(_ element: Element) -> ElementID {
        let id = open(element)
        close()
        return id
    }

    /// Opens a copy of element `id` of the tree this builder derives from
    /// (type, identifier and attributes; not its children).
    @discardableResult
    public mutating func openCopy(of id: ElementID) -> ElementID {
        guard let base else { preconditionFailure("openCopy(of:) needs a builder made with init(derivingFrom:)") }
        let record = base.records[id.index]
        let index = tree.records.count
        tree.records.append(
            ElementRecord(
                type: record.type, identifier: record.identifier, snapshotValue: record.snapshotValue,
                parent: Int32(open.last ?? -1),
                depth: Int32(open.count), subtreeEnd: Int32(index + 1),
                attributeStart: UInt32(tree.attributeRecords.count), attributeCount: record.attributeCount))
        tree.attributeRecords.append(contentsOf: base.internedAttributes(of: id))
        open.append(index)
        return ElementID(index)
    }

    /// Copies the whole subtree of `id` of the tree this builder derives
    /// from, as the next child of the innermost open element, without
    /// recursion. The records are copied in one pass with their links
    /// shifted, and the attributes as one block: a mutation trial copies
    /// most of a 10,000-element screen this way.
    public mutating func copySubtree(of id: ElementID) {
        guard let base else { preconditionFailure("copySubtree(of:) needs a builder made with init(derivingFrom:)") }
        let start = id.index
        let end = Int(base.records[start].subtreeEnd)
        // Where the subtree's attributes lie. A builder stores them in
        // document order, but an edited tree may have moved an element's
        // attributes to the end (ElementTree.setAttributes): then the block
        // would hold much that is not the subtree's, and elements are
        // copied one by one instead.
        var low = Int.max
        var high = 0
        var total = 0
        for index in start..<end {
            let record = base.records[index]
            guard record.attributeCount > 0 else { continue }
            low = min(low, Int(record.attributeStart))
            high = max(high, Int(record.attributeStart) + Int(record.attributeCount))
            total += Int(record.attributeCount)
        }
        if total == 0 { (low, high) = (0, 0) }
        guard high - low <= 2 * total + 64 else { return copySubtreeElementByElement(of: id) }

        let attributeShift = tree.attributeRecords.count - low
        tree.attributeRecords.append(contentsOf: base.attributeRecords[low..<high])
        let noAttributes = UInt32(tree.attributeRecords.count)
        let indexShift = Int32(tree.records.count - start)
        let depthShift = Int32(open.count) - base.records[start].depth
        let parent = Int32(open.last ?? -1)
        tree.records.reserveCapacity(tree.records.count + end - start)
        for index in start..<end {
            var record = base.records[index]
            record.parent = index == start ? parent : record.parent + indexShift
            record.depth += depthShift
            record.subtreeEnd += indexShift
            record.attributeStart =
                record.attributeCount > 0 ? UInt32(Int(record.attributeStart) + attributeShift) : noAttributes
            tree.records.append(record)
        }
    }

    private mutating func copySubtreeElementByElement(of id: ElementID) {
        guard let base else { return }
        base.walk(from: id, enter: { element, _ in openCopy(of: element) }, leave: { _, _ in close() })
    }

    /// Closes the innermost open element.
    public mutating func close() {
        guard let index = open.popLast() else { return }
        tree.records[index].subtreeEnd = Int32(tree.records.count)
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
