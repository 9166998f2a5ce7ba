import LocatorLabModel
import LocatorLabPageSource

/// Applies ``MutationKind``s to a page source around the elements a locator
/// targets. The result depends only on the tree, the targets, the kind and
/// the seed (``SplitMix64``).
public struct TreeMutator: Sendable {
    public let tree: ElementTree
    /// `tree.frames()`, when the caller already has them: every geometry
    /// move starts from them, and reading 10,000 frames is not free.
    private let knownFrames: [Frame?]?

    public init(tree: ElementTree, frames: [Frame?]? = nil) {
        precondition(frames.map { $0.count == tree.count } ?? true, "one frame (or nil) per element")
        self.tree = tree
        knownFrames = frames
    }

    /// The kinds whose mutation around one target is the same whatever the
    /// seed: a new sibling always goes right before the target (the seed
    /// only picks the target among several), and translating texts ignores
    /// the seed (``MutationKind/isSeeded``).
    public static let seedIndependentKinds: Set<MutationKind> = [.insertSiblingBefore, .changeTexts]

    /// The mutated tree, or `nil` when the mutation does not apply (no
    /// list cell to duplicate, nothing unrelated to remove, …).
    public func mutate(_ kind: MutationKind, around targets: [ElementID], seed: UInt64) -> MutatedTree? {
        guard let first = targets.first, tree.count > 1 else { return nil }
        let salt = UInt64(MutationKind.allCases.firstIndex(of: kind) ?? 0) &* 0x9E37_79B9
        var random = SplitMix64(seed: seed ^ salt)
        let target = targets.count == 1 ? first : random.pick(targets)
        switch kind {
        case .insertSiblingBefore: return insertSibling(before: target, seed: seed)
        case .wrapAncestor: return wrapAncestor(of: target, random: &random, seed: seed)
        case .reorderSiblings: return reorderSiblings(around: target, random: &random, seed: seed)
        case .changeTexts: return translatingTexts(seed: seed)
        case .removeUnrelated: return removeUnrelated(to: targets, random: &random, seed: seed)
        case .duplicateListCell: return duplicateListCell(around: target, random: &random, seed: seed)
        case .moveGeometry: return moveGeometry(from: target, random: &random, seed: seed)
        }
    }

    // MARK: Structure

    private func insertSibling(before target: ElementID, seed: UInt64) -> MutatedTree? {
        guard tree.parent(of: target) != nil else { return nil }
        var sibling = Element(type: tree.type(of: target), attributes: tree[target].attributes)
        switch tree.platform {
        case .ios:
            if sibling.name != nil { sibling[attribute: AttributeName.name] = "Inserted.Sibling" }
            if sibling.label != nil { sibling[attribute: AttributeName.label] = "New" }
            if sibling.value != nil { sibling[attribute: AttributeName.value] = "New" }
            if tree.identifier(of: target) != nil { sibling.identifier = "Inserted.Sibling" }
        case .android:
            if sibling.text != nil { sibling[attribute: AttributeName.text] = "New" }
            if sibling.contentDescription != nil {
                sibling[attribute: AttributeName.contentDescription] = "Inserted.Sibling"
            }
            if let resourceID = sibling.resourceID {
                let package = resourceID.split(separator: ":").first.map(String.init) ?? "app"
                sibling[attribute: AttributeName.resourceID] = "\(package):id/inserted_sibling"
            }
        }
        var rewrite = TreeRewrite()
        rewrite.insertBefore[target.index] = [sibling]
        return finish(
            .insertSiblingBefore, rewrite, seed: seed, summary: "inserted a new \(tree.type(of: target)) before \(target)")
    }

    private func wrapAncestor(of target: ElementID, random: inout SplitMix64, seed: UInt64) -> MutatedTree? {
        // Any container between the root and the target; the target itself
        // when it hangs right below the root.
        var candidates = tree.ancestors(of: target).filter { tree.parent(of: $0) != nil }
        if candidates.isEmpty, tree.parent(of: target) != nil { candidates = [target] }
        guard !candidates.isEmpty else { return nil }
        let wrapped = random.pick(candidates)
        var rewrite = TreeRewrite()
        rewrite.wrappers[wrapped.index] = container(around: tree[wrapped])
        return finish(
            .wrapAncestor, rewrite, seed: seed, summary: "wrapped \(wrapped) (\(tree.type(of: wrapped))) in a new container"
        )
    }

    /// A plain container with the wrapped element's frame and flags.
    private func container(around element: Element) -> Element {
        var wrapper = Element(type: element.type, attributes: element.attributes)
        switch tree.platform {
        case .ios:
            let type = "XCUIElementTypeOther"
            wrapper.type = type
            if wrapper[attribute: AttributeName.type] != nil { wrapper[attribute: AttributeName.type] = type }
            for name in [AttributeName.name, AttributeName.label, AttributeName.value, AttributeName.placeholderValue] {
                wrapper[attribute: name] = nil
            }
            if wrapper[attribute: AttributeName.accessible] != nil {
                wrapper[attribute: AttributeName.accessible] = "false"
            }
            if wrapper[attribute: AttributeName.traits] != nil { wrapper[attribute: AttributeName.traits] = "" }
        case .android:
            let type = "android.widget.FrameLayout"
            wrapper.type = type
            if wrapper[attribute: AttributeName.className] != nil { wrapper[attribute: AttributeName.className] = type }
            if wrapper.text != nil { wrapper[attribute: AttributeName.text] = "" }
            wrapper[attribute: AttributeName.contentDescription] = nil
            wrapper[attribute: AttributeName.resourceID] = nil
            for flag in ["clickable", "focusable", "checkable", "long-clickable", "scrollable"]
            where wrapper[attribute: flag] != nil {
                wrapper[attribute: flag] = "false"
            }
        }
        return wrapper
    }

    private func reorderSiblings(around target: ElementID, random: inout SplitMix64, seed: UInt64) -> MutatedTree? {
        // The target's own siblings, or those of its nearest ancestor that has some.
        var level: ElementID? = target
        while let current = level, let parent = tree.parent(of: current) {
            let children = tree.children(of: parent).map(\.index)
            if children.count >= 2 {
                var order = children
                for position in stride(from: order.count - 1, to: 0, by: -1) {
                    order.swapAt(position, random.int(in: 0...position))
                }
                if order == children { order = Array(children.dropFirst()) + [children[0]] }
                var rewrite = TreeRewrite()
                rewrite.childOrder[parent.index] = order
                return finish(
                    .reorderSiblings, rewrite, seed: seed,
                    summary: "reordered the \(children.count) children of \(parent) (\(tree.type(of: parent)))"
                )
            }
            level = parent
        }
        return nil
    }

    private func removeUnrelated(to targets: [ElementID], random: inout SplitMix64, seed: UInt64) -> MutatedTree? {
        var protected: Set<Int> = []
        for target in targets {
            protected.insert(target.index)
            for ancestor in tree.ancestors(of: target) { protected.insert(ancestor.index) }
        }
        let insideTargets: (Int) -> Bool = { index in
            targets.contains { index > $0.index && index < tree.subtreeEnd(of: $0) }
        }
        let candidates = tree.elements.indices.filter { index in
            tree.parent(of: ElementID(index)) != nil && !protected.contains(index) && !insideTargets(index)
        }
        guard !candidates.isEmpty else { return nil }
        let removed = random.pick(candidates)
        var rewrite = TreeRewrite()
        rewrite.removed = [removed]
        let size = tree.subtreeEnd(of: ElementID(removed)) - removed
        let what = size == 1 ? "" : " and its \(size - 1) descendants"
        return finish(
            .removeUnrelated, rewrite, seed: seed,
            summary: "removed #\(removed) (\(tree.type(of: ElementID(removed))))\(what)")
    }

    private func duplicateListCell(around target: ElementID, random: inout SplitMix64, seed: UInt64) -> MutatedTree? {
        let cells = tree.ids.filter(isListCell)
        guard !cells.isEmpty else { return nil }
        let own = ([target] + tree.ancestors(of: target)).first(where: isListCell)
        let cell = own ?? random.pick(Array(cells))
        var rewrite = TreeRewrite()
        rewrite.duplicatedBefore = [cell.index]
        let whose = own != nil ? "the target's cell" : "a cell"
        return finish(
            .duplicateListCell, rewrite, seed: seed,
            summary: "duplicated \(whose) \(cell) (\(tree.type(of: cell))); the copy comes first")
    }

    /// iOS: `XCUIElementTypeCell`. Android: a child of a RecyclerView,
    /// ListView or GridView.
    func isListCell(_ id: ElementID) -> Bool {
        switch tree.platform {
        case .ios:
            return tree.type(of: id) == "XCUIElementTypeCell"
        case .android:
            guard let parent = tree.parent(of: id) else { return false }
            let container = tree.type(of: parent)
            return ["RecyclerView", "ListView", "GridView"].contains { container.hasSuffix($0) }
        }
    }

    // MARK: Content

    private func moveGeometry(from target: ElementID, random: inout SplitMix64, seed: UInt64) -> MutatedTree? {
        let scale = tree.platform == .android ? 3 : 1
        let offset = random.int(in: 20...120) * scale
        let frames = knownFrames ?? tree.frames()
        let top = frames[target.index]?.y ?? 0
        // An edit of a copy: only the moved elements' one attribute changes.
        var moved = tree
        let bounds = tree.strings.id(of: AttributeName.bounds)
        for id in tree.ids {
            guard var frame = frames[id.index], frame.y >= top else { continue }
            frame.y += offset
            if let bounds, tree.attributeValue(bounds, of: id) != nil {
                moved.setAttribute(AttributeName.bounds, to: frame.androidBounds, of: id)
            } else {
                moved.setAttribute(AttributeName.y, to: String(frame.y), of: id)
            }
        }
        return MutatedTree(
            kind: .moveGeometry, seed: seed, tree: moved, origin: tree.ids.map { $0 },
            summary: "moved everything from y=\(top) down by \(offset)")
    }

    private func finish(_ kind: MutationKind, _ rewrite: TreeRewrite, seed: UInt64, summary: String) -> MutatedTree {
        let (mutated, origin) = rewrite.apply(to: tree)
        return MutatedTree(kind: kind, seed: seed, tree: mutated, origin: origin, summary: summary)
    }
}
