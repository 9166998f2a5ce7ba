import LocatorLabModel

/// The elements one ``LocatorIndex`` lookup finds, in document order: a view
/// of the index's own storage, so a lookup allocates nothing. A new
/// `[ElementID]` per lookup was about 70 ns of a 100-180 ns lookup in an
/// outside audit, against 29-36 ns for a C hash lookup of the same keys
/// (`locatorlab-benchmarks lookup` sets the two side by side);
/// `Array(_:)` makes one where a caller keeps the answer.
public struct IndexedElements: RandomAccessCollection, Sendable, Equatable {
    private let members: ArraySlice<UInt32>

    init(_ members: ArraySlice<UInt32>) {
        self.members = members
    }

    /// No elements.
    public static var none: IndexedElements { IndexedElements([]) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }
    public var count: Int { members.count }

    public subscript(position: Int) -> ElementID {
        ElementID(Int(members[members.startIndex + position]))
    }

    public static func == (lhs: IndexedElements, rhs: IndexedElements) -> Bool {
        lhs.members.elementsEqual(rhs.members)
    }
}
