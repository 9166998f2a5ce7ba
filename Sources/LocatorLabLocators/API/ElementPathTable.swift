import LocatorLabModel

/// The ``ElementPath`` of every element of a tree, prepared in one pass: each
/// element's step (name test and position among same-named siblings) is
/// computed once, so a path costs only its depth. ``ElementPath/init(_:in:)``
/// counts siblings per call, which is quadratic for wide lists when many
/// paths are needed (audits, reports over whole screens).
public struct ElementPathTable: Sendable {
    private let tree: ElementTree
    private let steps: [String]

    public init(_ tree: ElementTree) {
        self.tree = tree
        var byType: [StringID: String] = [:]
        let names = tree.ids.map { id in
            let type = tree.typeID(of: id)
            if let known = byType[type] { return known }
            let made = XPathQueryDocument.elementName(ofType: tree.strings.string(type), platform: tree.platform)
            byType[type] = made
            return made
        }
        var steps = names.map(ElementPath.nameTest(for:))
        for parent in tree.ids where tree.subtreeEnd(of: parent) > parent.index + 1 {
            var totals: [String: Int] = [:]
            for child in tree.children(of: parent) { totals[names[child.index], default: 0] += 1 }
            guard totals.values.contains(where: { $0 > 1 }) else { continue }
            var seen: [String: Int] = [:]
            for child in tree.children(of: parent) {
                let name = names[child.index]
                seen[name, default: 0] += 1
                if totals[name, default: 0] > 1 { steps[child.index] += "[\(seen[name]!)]" }
            }
        }
        self.steps = steps
    }

    /// The path of `id`, the same as `ElementPath(id, in: tree)`.
    public func path(of id: ElementID) -> ElementPath {
        var chain: [String] = [steps[id.index]]
        var current = tree.parent(of: id)
        while let ancestor = current {
            chain.append(steps[ancestor.index])
            current = tree.parent(of: ancestor)
        }
        return ElementPath(element: id, expression: "/" + chain.reversed().joined(separator: "/"))
    }
}
