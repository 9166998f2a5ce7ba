import LocatorLabModel

/// Elements grouped by one string ID each (an attribute value, a type), in
/// document order within a group: a counting sort into one flat array, with
/// each group's start kept per string ID. Two `UInt32` arrays, whatever the
/// number of groups; no hashing and no allocation per group.
struct StringIDGroups: Sendable {
    /// Where each string ID's group starts in `members`; one more entry than
    /// string IDs (empty when nothing was grouped).
    private let starts: [UInt32]
    private let members: [UInt32]

    /// Groups `elements` by their `keys` (a string ID's raw value per
    /// element of `elements`, in order; ``noKey`` leaves one out).
    init(stringCount: Int, elements: Range<Int>, keys: [UInt32]) {
        guard stringCount > 0, !elements.isEmpty else {
            starts = []
            members = []
            return
        }
        var starts = [UInt32](repeating: 0, count: stringCount + 1)
        for key in keys where key != Self.noKey { starts[Int(key) + 1] += 1 }
        for position in 1..<starts.count { starts[position] += starts[position - 1] }
        var next = starts
        var members = [UInt32](repeating: 0, count: Int(starts[stringCount]))
        for (offset, index) in elements.enumerated() where keys[offset] != Self.noKey {
            let group = Int(keys[offset])
            members[Int(next[group])] = UInt32(index)
            next[group] += 1
        }
        self.starts = starts
        self.members = members
    }

    /// An element without a key.
    static let noKey = UInt32.max

    /// The group of `key`: a view of `members`, no copy.
    func elements(with key: StringID) -> IndexedElements {
        let group = Int(key.raw)
        guard group + 1 < starts.count else { return .none }
        return IndexedElements(members[Int(starts[group])..<Int(starts[group + 1])])
    }

    func count(of key: StringID) -> Int {
        let group = Int(key.raw)
        guard group + 1 < starts.count else { return 0 }
        return Int(starts[group + 1] - starts[group])
    }
}
