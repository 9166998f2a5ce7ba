import LocatorLabModel

/// Walks a parsed class chain over an iOS tree the way
/// `XCUIElement+FBClassChain.m fb_descendantsMatchingClassChain:` walks one
/// snapshot:
///
/// 1. The first step looks at the children of the application (or, with
///    `**/`, its descendants, the application itself excluded).
/// 2. A step without a position passes *all* its matches on as roots of the
///    next step; a step with a position passes only that one match.
/// 3. A position counts over the step's matches from every root together,
///    in the order found (root by root, document order within each), not
///    per parent: `Window/Button[2]` is the second button over all windows.
/// 4. Filters apply in the order written: `` [`…`] `` keeps candidates that
///    match, `[$…$]` those with a matching descendant.
struct ClassChainEvaluator {
    /// Steps allowed for one chain. Nested roots under `**/` make the walk
    /// quadratic in the worst case; this keeps a hostile tree from hanging.
    static let workLimit = 50_000_000

    let tree: ElementTree
    /// Every element of a type, in document order (``LocatorEngine/lookUp(_:equalTo:)``).
    let elementsOfClass: (String) -> [ElementID]

    func evaluate(_ chain: [ClassChainItem], expression: String) throws(LocatorError) -> [ElementID] {
        guard let root = tree.root, let first = chain.first else { return [] }
        var work = 0
        var candidates = try matches(of: first, in: [root], work: &work, expression: expression)
        var previous = first
        for item in chain.dropFirst() {
            let roots: [ElementID]
            if previous.position != nil {
                guard let picked = Self.pick(previous.position, from: candidates).first else { return [] }
                roots = [picked]
            } else {
                roots = candidates
            }
            candidates = try matches(of: item, in: roots, work: &work, expression: expression)
            previous = item
        }
        // The driver resolves matched snapshots to elements; one element
        // found through two roots is one result.
        return Array(Set(Self.pick(previous.position, from: candidates))).sorted { $0.index < $1.index }
    }

    /// `fb_matchingSnapshotsWithItem:`: all, or the one at the position.
    static func pick(_ position: Int?, from candidates: [ElementID]) -> [ElementID] {
        guard let position else { return candidates }
        // `magnitude`: Int.min has no negation.
        guard position.magnitude <= UInt(candidates.count) else { return [] }
        return position > 0 ? [candidates[position - 1]] : [candidates[candidates.count + position]]
    }

    /// `fb_snapshotsMatchingItem:inRoots:`.
    private func matches(
        of item: ClassChainItem, in roots: [ElementID], work: inout Int, expression: String
    ) throws(LocatorError) -> [ElementID] {
        var found: [ElementID]
        if item.isDescendant, let type = item.type, roots.count == 1, roots[0] == tree.root {
            // `**/Type` from the application: every element of that type but
            // the application itself, in document order; the lookups have them.
            found = elementsOfClass(type).filter { $0 != roots[0] }
        } else {
            found = try walk(item, from: roots, work: &work, expression: expression)
        }
        for filter in item.filters {
            switch filter {
            case .matching(let predicate):
                let evaluator = PredicateEvaluator(tree: tree, predicate: predicate)
                found = found.filter(evaluator.matches)
            case .containing(let predicate):
                // Matching elements counted in document order once; a
                // candidate contains a match when its subtree's count rises.
                let evaluator = PredicateEvaluator(tree: tree, predicate: predicate)
                var before = [Int](repeating: 0, count: tree.count + 1)
                for index in 0..<tree.count {
                    before[index + 1] = before[index] + (evaluator.matches(ElementID(index)) ? 1 : 0)
                }
                work += tree.count
                found = found.filter { candidate in
                    before[tree.subtreeEnd(of: candidate)] - before[candidate.index + 1] > 0
                }
            }
        }
        return found
    }

    /// The children (or, with `**/`, the descendants) of each root that have
    /// the item's type, root by root.
    private func walk(
        _ item: ClassChainItem, from roots: [ElementID], work: inout Int, expression: String
    ) throws(LocatorError) -> [ElementID] {
        var found: [ElementID] = []
        for root in roots {
            if item.isDescendant {
                let end = tree.subtreeEnd(of: root)
                work += end - root.index
                if work > Self.workLimit { throw .strategyWorkLimitExceeded(expression: expression, limit: Self.workLimit) }
                for index in (root.index + 1)..<end {
                    let id = ElementID(index)
                    if item.type == nil || tree.type(of: id) == item.type { found.append(id) }
                }
            } else {
                for child in tree.children(of: root) {
                    work += 1
                    if item.type == nil || tree.type(of: child) == item.type { found.append(child) }
                }
                if work > Self.workLimit { throw .strategyWorkLimitExceeded(expression: expression, limit: Self.workLimit) }
            }
        }
        return found
    }
}
