import LocatorLabModel

/// Structural edits to an ``ElementTree``, applied in one iterative pass
/// that copies the tree into a new one and records each new element's
/// origin. Edits refer to original element indexes; the root cannot be
/// removed, wrapped, duplicated or given siblings.
struct TreeRewrite {
    /// Leaf elements to add right before an original element, as its siblings.
    var insertBefore: [Int: [Element]] = [:]
    /// A new container around an original element.
    var wrappers: [Int: Element] = [:]
    /// Original elements left out, with their subtrees.
    var removed: Set<Int> = []
    /// Original elements whose subtree is copied right before them.
    var duplicatedBefore: Set<Int> = []
    /// A new order for an original element's children (original indexes).
    var childOrder: [Int: [Int]] = [:]

    /// The rewritten tree and each new element's origin. `index`
    /// attributes that numbered siblings in the original are renumbered
    /// (drivers write an element's position among its siblings there).
    func apply(to tree: ElementTree) -> (tree: ElementTree, origin: [ElementID?]) {
        guard !tree.isEmpty else { return (tree, []) }
        var writer = Writer(source: tree, rewrite: self)
        writer.enter(0)  // an untouched root is copied whole, with no frame
        while !writer.frames.isEmpty {
            if let child = writer.nextChild() {
                writer.enter(child)
            } else {
                writer.builder.close()
                if writer.frames[writer.frames.count - 1].wrapped { writer.builder.close() }
                writer.frames.removeLast()
            }
        }
        var result = writer.builder.finish()
        Self.renumberIndexes(in: &result, origin: writer.origin, original: tree)
        return (result, writer.origin)
    }

    /// An original element whose children are being written. Children are
    /// found from the flat records (the next sibling starts where a
    /// subtree ends), so an element costs no array of its own unless its
    /// children were reordered.
    private struct Frame {
        var element: Int
        /// The next child in document order, an original index.
        var next: Int
        /// The children's new order, when one was given, and the position in it.
        var order: [Int]?
        var position = 0
        var wrapped: Bool
    }

    private struct Writer {
        let source: ElementTree
        let rewrite: TreeRewrite
        var builder: ElementTreeBuilder
        var origin: [ElementID?] = []
        var frames: [Frame] = []
        /// The original elements an edit names; only they are looked up in
        /// the edits (a trial edits a handful of a screen's elements).
        var edited: [Bool]
        /// The edited elements and their ancestors: every other element's
        /// subtree is copied as it is, in one block.
        var touched: [Bool]

        init(source: ElementTree, rewrite: TreeRewrite) {
            self.source = source
            self.rewrite = rewrite
            // Starting from the source's strings, unchanged elements are
            // copied as stored, with no string built or interned.
            builder = ElementTreeBuilder(derivingFrom: source)
            origin.reserveCapacity(source.count + 8)
            edited = Array(repeating: false, count: source.count)
            let named = Array(rewrite.insertBefore.keys) + Array(rewrite.wrappers.keys) + Array(rewrite.removed)
                + Array(rewrite.duplicatedBefore) + Array(rewrite.childOrder.keys)
            touched = edited
            for index in named where index >= 0 && index < source.count {
                edited[index] = true
                var next: Int? = index
                while let current = next, !touched[current] {
                    touched[current] = true
                    next = source.parent(of: ElementID(current))?.index
                }
            }
        }

        /// The next child of the innermost open element, in the new order.
        mutating func nextChild() -> Int? {
            let top = frames.count - 1
            if let order = frames[top].order {
                let position = frames[top].position
                guard position < order.count else { return nil }
                frames[top].position = position + 1
                return order[position]
            }
            let next = frames[top].next
            guard next < source.subtreeEnd(of: ElementID(frames[top].element)) else { return nil }
            frames[top].next = source.subtreeEnd(of: ElementID(next))
            return next
        }

        mutating func enter(_ index: Int) {
            guard touched[index] else {
                let end = source.subtreeEnd(of: ElementID(index))
                builder.copySubtree(of: ElementID(index))
                origin += (index..<end).lazy.map { ElementID($0) }
                return
            }
            let isEdited = edited[index]
            if isEdited && rewrite.removed.contains(index) { return }
            var wrapped = false
            if isEdited && index != 0 {
                for extra in rewrite.insertBefore[index] ?? [] {
                    builder.add(extra)
                    origin.append(nil)
                }
                if rewrite.duplicatedBefore.contains(index) {
                    let before = builder.count
                    builder.copySubtree(of: ElementID(index))
                    origin += Array(repeating: nil, count: builder.count - before)
                }
                if let wrapper = rewrite.wrappers[index] {
                    builder.open(wrapper)
                    origin.append(nil)
                    wrapped = true
                }
            }
            builder.openCopy(of: ElementID(index))
            origin.append(ElementID(index))
            let order = isEdited ? rewrite.childOrder[index] : nil
            frames.append(Frame(element: index, next: index + 1, order: order, wrapped: wrapped))
        }
    }

    /// Each element's position among its parent's children, in one pass.
    static func siblingPositions(in tree: ElementTree) -> [Int] {
        var positions = Array(repeating: 0, count: tree.count)
        var nextPosition = Array(repeating: 0, count: tree.count)
        for id in tree.ids {
            guard let parent = tree.parent(of: id) else { continue }
            let index = id.index
            positions[index] = nextPosition[parent.index]
            nextPosition[parent.index] += 1
        }
        return positions
    }

    private static func renumberIndexes(in tree: inout ElementTree, origin: [ElementID?], original: ElementTree) {
        guard let indexName = tree.strings.id(of: AttributeName.index) else { return }
        let oldPositions = siblingPositions(in: original)
        let newPositions = siblingPositions(in: tree)
        for id in tree.ids {
            let index = id.index
            // An original element still at its old position keeps its index
            // either way (it numbered siblings, so it is still right; or it
            // did not, and is left alone): most of a screen, not read.
            if let source = origin[index], oldPositions[source.index] == newPositions[index] { continue }
            guard let currentID = tree.attributeValue(indexName, of: id) else { continue }
            // Compared as numbers written the canonical way, which is what
            // comparing with `String(position)` means, without a string each.
            let current = tree.strings.withUTF8(currentID) { Self.canonicalDecimal($0) }
            // Original elements keep an index that did not number siblings
            // (Android counts invisible children too); added ones follow position.
            if let source = origin[index], current != oldPositions[source.index] { continue }
            if current != newPositions[index] {
                tree.setAttribute(AttributeName.index, to: String(newPositions[index]), of: id)
            }
        }
    }

    /// The number `bytes` spell as `String(number)` would, or `nil` (a sign,
    /// a leading zero, anything but digits, or too many of them).
    static func canonicalDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18, bytes.count == 1 || bytes[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
