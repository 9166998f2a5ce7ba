import LocatorLabModel

/// Adds elements to a tree under a fixed budget, so a generated tree has
/// exactly the requested number of elements: once the budget is spent,
/// nothing more is added, and part of it can be set aside for elements that
/// come last in document order (a tab bar after the content).
struct SyntheticTreeEmitter {
    private var builder: ElementTreeBuilder
    private(set) var remaining: Int
    private var reserved = 0
    /// How many children each open element has so far (the next child's
    /// sibling position, written as `index`); the first entry counts roots.
    private var childCounts: [Int] = [0]

    init(budget: Int, builder: ElementTreeBuilder) {
        self.builder = builder
        remaining = budget
    }

    /// Whether another element may be added outside the reserve.
    var hasRoom: Bool { remaining > reserved }

    /// The sibling position the next element will have.
    var nextIndex: Int { childCounts[childCounts.count - 1] }

    /// How many elements are open.
    var depth: Int { builder.depth }

    /// Sets aside `count` elements that only become available after ``release()``.
    mutating func reserve(_ count: Int) {
        reserved = min(count, remaining)
    }

    mutating func release() {
        reserved = 0
    }

    /// Opens `element`; the caller has checked ``hasRoom``.
    mutating func open(_ element: Element) {
        precondition(hasRoom, "the element budget is spent")
        builder.open(element)
        remaining -= 1
        childCounts[childCounts.count - 1] += 1
        childCounts.append(0)
    }

    mutating func close() {
        guard childCounts.count > 1 else { return }
        builder.close()
        childCounts.removeLast()
    }

    mutating func finish() -> ElementTree {
        builder.finish()
    }
}
