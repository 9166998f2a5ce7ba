import LocatorLabModel

/// The first way two trees differ, for round-trip invariants; `nil` when
/// they are the same tree.
enum TreeDifference {
    /// How much of an element must survive a trip through a format.
    struct Fidelity {
        /// Whether the order of attributes counts (the XML writers put them
        /// in the driver's order, so only the set survives).
        var attributeOrder: Bool
        /// Whether the raw identifier counts (an iOS XML page source only has
        /// `name`, so a debugDescription identifier does not survive it).
        var identifier: Bool
    }

    static func first(between expected: ElementTree, and actual: ElementTree, fidelity: Fidelity) -> String? {
        if expected.platform != actual.platform { return "platform \(expected.platform) became \(actual.platform)" }
        if expected.wrapper != actual.wrapper {
            return "wrapper \(String(describing: expected.wrapper)) became \(String(describing: actual.wrapper))"
        }
        if expected.count != actual.count { return "\(expected.count) elements became \(actual.count)" }
        for id in expected.ids {
            let place = "element \(id.index)"
            if expected.type(of: id) != actual.type(of: id) {
                return "\(place): type \(expected.type(of: id).debugDescription) became \(actual.type(of: id).debugDescription)"
            }
            if expected.parent(of: id) != actual.parent(of: id) || expected.depth(of: id) != actual.depth(of: id)
                || expected.subtreeEnd(of: id) != actual.subtreeEnd(of: id)
            {
                return "\(place): its place in the tree changed"
            }
            var before = expected.attributes(of: id)
            var after = actual.attributes(of: id)
            if !fidelity.attributeOrder {
                before.sort(by: Self.attributeOrder)
                after.sort(by: Self.attributeOrder)
            }
            if before != after {
                return "\(place): attributes \(Self.describe(before)) became \(Self.describe(after))"
            }
            if fidelity.identifier, expected.identifier(of: id) != actual.identifier(of: id) {
                return "\(place): identifier \(String(describing: expected.identifier(of: id))) became "
                    + String(describing: actual.identifier(of: id))
            }
        }
        return nil
    }

    /// What is wrong with the tree's own structure, if anything: every
    /// reader goes through `ElementTreeBuilder`, which promises these.
    static func structuralProblem(in tree: ElementTree) -> String? {
        for id in tree.ids {
            let end = tree.subtreeEnd(of: id)
            guard end > id.index, end <= tree.count else { return "element \(id.index): subtree ends at \(end)" }
            guard let parent = tree.parent(of: id) else {
                if id.index != 0 { return "element \(id.index) has no parent but is not the root" }
                if tree.depth(of: id) != 0 { return "the root has depth \(tree.depth(of: id))" }
                continue
            }
            guard parent.index < id.index, tree.subtreeEnd(of: parent) >= end else {
                return "element \(id.index) is not inside its parent \(parent.index)"
            }
            if tree.depth(of: id) != tree.depth(of: parent) + 1 {
                return "element \(id.index) has depth \(tree.depth(of: id)) under a parent of depth \(tree.depth(of: parent))"
            }
        }
        return nil
    }

    private static func attributeOrder(_ left: Attribute, _ right: Attribute) -> Bool {
        (left.name, left.value) < (right.name, right.value)
    }

    private static func describe(_ attributes: [Attribute]) -> String {
        let shown = attributes.prefix(8).map { "\($0.name.debugDescription)=\(String($0.value.prefix(40)).debugDescription)" }
        return "[" + shown.joined(separator: ", ") + (attributes.count > 8 ? ", …" : "") + "]"
    }
}
