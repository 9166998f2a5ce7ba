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
        // Name and name test once per distinct type, not per element; each
        // element then carries the number of its (cleaned) name.
        var numberOfType: [StringID: Int] = [:]
        var numberOfName: [String: Int] = [:]
        var stepOfNumber: [String] = []
        var nameNumbers: [Int] = []
        nameNumbers.reserveCapacity(tree.count)
        for id in tree.ids {
            let type = tree.typeID(of: id)
            if let known = numberOfType[type] {
                nameNumbers.append(known)
                continue
            }
            let name = XPathQueryDocument.elementName(ofType: tree.strings.string(type), platform: tree.platform)
            let number = numberOfName[name] ?? {
                stepOfNumber.append(ElementPath.nameTest(for: name))
                numberOfName[name] = stepOfNumber.count - 1
                return stepOfNumber.count - 1
            }()
            numberOfType[type] = number
            nameNumbers.append(number)
        }
        var steps = nameNumbers.map { stepOfNumber[$0] }
        var totals = [Int](repeating: 0, count: stepOfNumber.count)
        var seen = [Int](repeating: 0, count: stepOfNumber.count)
        for parent in tree.ids where tree.subtreeEnd(of: parent) > parent.index + 1 {
            var repeated = false
            for child in tree.children(of: parent) {
                totals[nameNumbers[child.index]] += 1
                if totals[nameNumbers[child.index]] > 1 { repeated = true }
            }
            if repeated {
                for child in tree.children(of: parent) {
                    let number = nameNumbers[child.index]
                    seen[number] += 1
                    if totals[number] > 1 { steps[child.index] += "[\(seen[number])]" }
                }
            }
            for child in tree.children(of: parent) {
                totals[nameNumbers[child.index]] = 0
                seen[nameNumbers[child.index]] = 0
            }
        }
        self.steps = steps
    }

    /// The last step of `id`'s path (`XCUIElementTypeCell[7]`): joined from
    /// the root down with `/`, the steps make ``path(of:)``.
    public func step(of id: ElementID) -> String {
        steps[id.index]
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
