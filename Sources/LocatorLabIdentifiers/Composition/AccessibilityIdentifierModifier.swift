/// One identifier modifier attached to an element, mirroring the SwiftUI
/// modifiers of seed 000 plus SwiftUI's own `accessibilityIdentifier(_:)`.
public enum AccessibilityIdentifierModifier: Sendable, Hashable {
    /// `.accessibilityIdentifierBranch(name)`: extends the branch for the
    /// element's content; applies nothing to the element itself.
    case branch(String)
    /// `.accessibilityIdentifierLeaf(name)`: applies `branch.name` to the
    /// element (nothing without a branch) and ends branching for its content.
    case leaf(String)
    /// `.accessibilityIdentifier(value)`: applies `value` as is; the branch
    /// passes through unchanged.
    case identifier(String)
}
