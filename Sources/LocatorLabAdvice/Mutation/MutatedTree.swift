import LocatorLabModel

/// A page source after a mutation, with each new element's origin: the
/// element of the original tree it is (`nil` for elements the mutation
/// added, copies included). Identity is tracked this way, never by
/// comparing attributes, which the mutation may have changed.
public struct MutatedTree: Sendable {
    public var kind: MutationKind
    public var seed: UInt64
    public var tree: ElementTree
    /// `origin[newID.index]` is the original element, if any.
    public var origin: [ElementID?]
    /// What was done, for reports ("inserted XCUIElementTypeButton before #12").
    public var summary: String

    public init(kind: MutationKind, seed: UInt64, tree: ElementTree, origin: [ElementID?], summary: String) {
        self.kind = kind
        self.seed = seed
        self.tree = tree
        self.origin = origin
        self.summary = summary
    }

    /// The original elements `matches` stand for; `nil` for an element the
    /// mutation added.
    public func originalElements(of matches: [ElementID]) -> [ElementID?] {
        matches.map { origin[$0.index] }
    }
}
