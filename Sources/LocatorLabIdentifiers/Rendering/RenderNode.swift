import LocatorLabModel

/// One element of a screen about to be rendered, in document order. Both
/// ``ViewDescription`` and ``ViewNode`` flatten themselves into these so that
/// one renderer decides attributes and frames for both.
struct RenderNode {
    var type: IOSElementType
    /// The raw accessibility identifier; `nil` when the element has none.
    var identifier: String?
    var label: String?
    var value: String?
    var isEnabled: Bool
    var isAccessibilityElement: Bool
    var axis: LayoutAxis
    /// One past the last node of this node's subtree.
    var subtreeEnd: Int
}
