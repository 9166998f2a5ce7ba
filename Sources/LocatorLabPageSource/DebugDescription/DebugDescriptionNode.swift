/// An element line read from an `Element subtree:` section, placed in the
/// tree: nodes are kept in document order with parent links, like
/// ``ElementTree`` itself, so nothing needs recursion.
struct DebugDescriptionNode: Sendable {
    var line: DebugDescriptionLine
    /// The index of the parent node, or `nil` for the root of a dump.
    var parent: Int?
    /// 0 for the root of a dump.
    var depth: Int
    /// The 0-based position among the parent's children (or among the roots).
    var siblingIndex: Int
    /// The byte offset of the line's type name, for errors found after parsing.
    var offset: Int
}
