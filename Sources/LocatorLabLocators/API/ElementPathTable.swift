import LocatorLabModel

/// The ``ElementPath`` of every element of a tree, prepared in one pass: each
/// element's step (name test and position among same-named siblings) is
/// computed once, so a path costs only its depth. ``ElementPath/init(_:in:)``
/// counts siblings per call, which is quadratic for wide lists when many
/// paths are needed (audits, reports over whole screens).
///
/// A step is stored as two numbers (which name test, which position), not
/// as text: a million-element screen's steps as strings took 64 MB.
///
/// The table is one reference (``Storage``), so a path made by
/// ``deferredPath(of:)`` can carry it and write its expression only when it
/// is read: `inspect` shows no path of the audit's findings, and writing
/// them was 6% of its time on a 100k-element screen.
public struct ElementPathTable: Sendable {
    private let storage: Storage

    private final class Storage: Sendable {
        let tree: ElementTree
        let nameTests: [String]
        let nameNumbers: [Int32]
        let positions: [Int32]

        init(tree: ElementTree, nameTests: [String], nameNumbers: [Int32], positions: [Int32]) {
            self.tree = tree
            self.nameTests = nameTests
            self.nameNumbers = nameNumbers
            self.positions = positions
        }
    }

    private var tree: ElementTree { storage.tree }
    /// The distinct name tests, by number.
    public var nameTests: [String] { storage.nameTests }
    private var nameNumbers: [Int32] { storage.nameNumbers }
    /// 1-based position among same-named siblings, 0 when the name is the
    /// only one of its kind among them (the step has no `[n]`).
    private var positions: [Int32] { storage.positions }

    public init(_ tree: ElementTree) {
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
        storage = Storage(tree: tree, nameTests: nameTests, nameNumbers: nameNumbers, positions: positions)
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
        ElementPath(element: id, expression: expression(of: id))
    }

    /// The path of `id` as ``path(of:)`` gives it, its expression written
    /// when first read (each read writes it again): for many paths of which
    /// few may be read.
    public func deferredPath(of id: ElementID) -> ElementPath {
        ElementPath(element: id, table: self)
    }

    /// The XPath of ``path(of:)``.
    func expression(of id: ElementID) -> String {
        var chain: [String] = [step(of: id)]
        var current = tree.parent(of: id)
        while let ancestor = current {
            chain.append(step(of: ancestor))
            current = tree.parent(of: ancestor)
        }
        return "/" + chain.reversed().joined(separator: "/")
    }
}
