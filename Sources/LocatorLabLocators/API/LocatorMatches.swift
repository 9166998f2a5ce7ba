import LocatorLabModel

/// The elements a ``LocatorResult`` found, in document order, without
/// duplicates: for accessibility id, id and class name a view of
/// ``LocatorIndex``'s own storage (``IndexedElements``), so evaluating them
/// allocates nothing; for every other strategy the array its evaluator made.
/// A new `[ElementID]` per identifier lookup was 1.7-3.6x a C hash lookup of
/// the same keys at 1k-1M elements, the view alone 0.5-1.5x
/// (`locatorlab-benchmarks lookup`). ``LocatorResult/matches`` makes the
/// array on demand for a caller that keeps it.
public struct LocatorMatches: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case array([ElementID])
        case indexed(IndexedElements)
    }

    private let storage: Storage

    public init(_ elements: [ElementID]) {
        storage = .array(elements)
    }

    public init(_ elements: IndexedElements) {
        storage = .indexed(elements)
    }

    public init(arrayLiteral elements: ElementID...) {
        storage = .array(elements)
    }

    /// The elements as an array: the one kept for an array, a new one for a
    /// view of the index.
    public var array: [ElementID] {
        switch storage {
        case .array(let elements): elements
        case .indexed(let elements): Array(elements)
        }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .array(let elements): elements.count
        case .indexed(let elements): elements.count
        }
    }

    public subscript(position: Int) -> ElementID {
        switch storage {
        case .array(let elements): elements[position]
        case .indexed(let elements): elements[position]
        }
    }

    /// Equal when they hold the same elements in the same order, however
    /// they are kept.
    public static func == (lhs: LocatorMatches, rhs: LocatorMatches) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        // By the elements, so a result hashes the same however they are kept.
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}
