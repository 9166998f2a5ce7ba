/// One step of a class chain: `[**/]Type[`predicate`][$predicate$][position]`.
struct ClassChainItem: Sendable, Hashable {
    /// A predicate filter of one step, in the order written.
    enum Filter: Sendable, Hashable {
        /// `` [`…`] ``: the candidate itself must match.
        case matching(PredicateNode)
        /// `[$…$]`: some descendant of the candidate (not itself) must match.
        case containing(PredicateNode)
    }

    /// The full `XCUIElementType…` name, or `nil` for `*` (XCUIElementTypeAny).
    var type: String?
    /// 1-based; negative counts from the end; `nil` when not given.
    var position: Int?
    var filters: [Filter]
    /// `**/`: descendants of the previous step instead of its children.
    var isDescendant: Bool
}
