/// A change a screen goes through between app versions, locales or runs,
/// applied to a page source to see which locators survive it.
public enum MutationKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new element of the target's type appears right before it (a banner,
    /// an A/B-tested button).
    case insertSiblingBefore = "insert-sibling"
    /// One of the target's containers is wrapped in a new container (a
    /// refactored stack view, an added safe-area view).
    case wrapAncestor = "wrap-ancestor"
    /// The target's siblings (or the siblings of its nearest ancestor that
    /// has some) change order.
    case reorderSiblings = "reorder-siblings"
    /// Labels, texts and values are translated, as localization does; names
    /// that were labels change with them, identifiers do not.
    case changeTexts = "change-texts"
    /// An element unrelated to the target (not an ancestor, not inside it)
    /// disappears, with its subtree.
    case removeUnrelated = "remove-unrelated"
    /// A list cell is duplicated, as when the list gains an item: the copy
    /// comes first, so the target's cell moves down one.
    case duplicateListCell = "duplicate-cell"
    /// Frames move (a taller header, another screen size).
    case moveGeometry = "move-geometry"

    /// Whether different seeds give different mutations. Translating texts
    /// does not depend on the seed, so it is tried once.
    public var isSeeded: Bool { self != .changeTexts }
}
