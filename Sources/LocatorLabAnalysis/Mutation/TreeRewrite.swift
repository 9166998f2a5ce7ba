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
        writer.enter(0)
        while let top = writer.frames.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                writer.frames[writer.frames.count - 1].next += 1
                writer.enter(child)
            } else {
                writer.builder.close()
                if top.wrapped { writer.builder.close() }
                writer.frames.removeLast()
            }
        }
        var result = writer.builder.finish()
        Self.renumberIndexes(in: &result, origin: writer.origin, original: tree)
        return (result, writer.origin)
    }

    private struct Frame {
        var children: [Int]
        var next: Int
        var wrapped: Bool
    }

    private struct Writer {
        let source: ElementTree
        let rewrite: TreeRewrite
        var builder: ElementTreeBuilder
        var origin: [ElementID?] = []
        var frames: [Frame] = []

        init(source: ElementTree, rewrite: TreeRewrite) {
            self.source = source
            self.rewrite = rewrite
            // Starting from the source's strings, unchanged elements are
            // copied as stored, with no string built or interned.
            builder = ElementTreeBuilder(derivingFrom: source)
            origin.reserveCapacity(source.count + 8)
        }

        mutating func enter(_ index: Int) {
            if rewrite.removed.contains(index) { return }
            let isRoot = index == 0
            if !isRoot {
                for extra in rewrite.insertBefore[index] ?? [] {
                    builder.add(extra)
                    origin.append(nil)
                }
                if rewrite.duplicatedBefore.contains(index) {
                    let before = builder.count
                    builder.copySubtree(of: ElementID(index))
                    origin += Array(repeating: nil, count: builder.count - before)
                }
            }
            var wrapped = false
            if !isRoot, let wrapper = rewrite.wrappers[index] {
                builder.open(wrapper)
                origin.append(nil)
                wrapped = true
            }
            builder.openCopy(of: ElementID(index))
            origin.append(ElementID(index))
            let children = rewrite.childOrder[index] ?? source.children(of: ElementID(index)).map(\.index)
            frames.append(Frame(children: children, next: 0, wrapped: wrapped))
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
            guard let currentID = tree.attributeValue(indexName, of: id) else { continue }
            let current = tree.strings.string(currentID)
            // Original elements keep an index that did not number siblings
            // (Android counts invisible children too); added ones follow position.
            if let source = origin[index], current != String(oldPositions[source.index]) { continue }
            let renumbered = String(newPositions[index])
            if renumbered != current {
                tree.setAttribute(AttributeName.index, to: renumbered, of: id)
            }
        }
    }
}
