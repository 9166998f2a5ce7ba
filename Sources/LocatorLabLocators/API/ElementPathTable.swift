import LocatorLabModel

/// The ``ElementPath`` of every element of a tree, prepared in one pass: each
/// element's step (name test and position among same-named siblings) is
/// computed once, so a path costs only its depth. ``ElementPath/init(_:in:)``
/// counts siblings per call, which is quadratic for wide lists when many
/// paths are needed (audits, reports over whole screens).
///
/// A step is stored as two numbers (which name test, which position), not
/// as text: a million-element screen's steps as strings took 64 MB.
public struct ElementPathTable: Sendable {
    private let tree: ElementTree
    /// The distinct name tests, by number.
    public let nameTests: [String]
    private let nameNumbers: [Int32]
    /// 1-based position among same-named siblings, 0 when the name is the
    /// only one of its kind among them (the step has no `[n]`).
    private let positions: [Int32]

    public init(_ tree: ElementTree) {
        self.tree = tree
        // Name and name test once per distinct type, not per element; each
        // element then carries the number of its (cleaned) name.
        var numberOfType: [StringID: Int32] = [:]
        var numberOfName: [String: Int32] = [:]
        var nameTests: [String] = []
        var nameNumbers: [Int32] = []
        nameNumbers.reserveCapacity(tree.count)
        for id in tree.ids {
            let type = tree.typeID(of: id)
            if let known = numberOfType[type] {
                nameNumbers.append(known)
                continue
            }
            let name = XPathQueryDocument.elementName(ofType: tree.strings.string(type), platform: tree.platform)
            let number = numberOfName[name] ?? {
                nameTests.append(ElementPath.nameTest(for: name))
                numberOfName[name] = Int32(nameTests.count - 1)
                return Int32(nameTests.count - 1)
            }()
            numberOfType[type] = number
            nameNumbers.append(number)
        }
        var positions = [Int32](repeating: 0, count: tree.count)
        var totals = [Int32](repeating: 0, count: nameTests.count)
        var seen = [Int32](repeating: 0, count: nameTests.count)
        for parent in tree.ids where tree.subtreeEnd(of: parent) > parent.index + 1 {
            var repeated = false
            for child in tree.children(of: parent) {
                let number = Int(nameNumbers[child.index])
                totals[number] += 1
                if totals[number] > 1 { repeated = true }
            }
            if repeated {
                for child in tree.children(of: parent) {
                    let number = Int(nameNumbers[child.index])
                    seen[number] += 1
                    if totals[number] > 1 { positions[child.index] = seen[number] }
                }
            }
            for child in tree.children(of: parent) {
                totals[Int(nameNumbers[child.index])] = 0
                seen[Int(nameNumbers[child.index])] = 0
            }
        }
        self.nameTests = nameTests
        self.nameNumbers = nameNumbers
        self.positions = positions
    }

    /// The number of `id`'s name test in ``nameTests``.
    public func nameTestNumber(of id: ElementID) -> Int {
        Int(nameNumbers[id.index])
    }

    /// `id`'s 1-based position among its same-named siblings, or 0 when no
    /// sibling shares its name (its step then has no position).
    public func position(of id: ElementID) -> Int {
        Int(positions[id.index])
    }

    /// The last step of `id`'s path (`XCUIElementTypeCell[7]`): joined from
    /// the root down with `/`, the steps make ``path(of:)``.
    public func step(of id: ElementID) -> String {
        let name = nameTests[Int(nameNumbers[id.index])]
        let position = positions[id.index]
        return position == 0 ? name : "\(name)[\(position)]"
    }

    /// The path of `id`, the same as `ElementPath(id, in: tree)`.
    public func path(of id: ElementID) -> ElementPath {
        var chain: [String] = [step(of: id)]
        var current = tree.parent(of: id)
        while let ancestor = current {
            chain.append(step(of: ancestor))
            current = tree.parent(of: ancestor)
        }
        return ElementPath(element: id, expression: "/" + chain.reversed().joined(separator: "/"))
    }
}
