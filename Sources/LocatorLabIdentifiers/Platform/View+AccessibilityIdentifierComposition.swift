#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Appends `branch` to the parent's identifier branch for this view's content.
    public func accessibilityIdentifierBranch(
        _ branch: String
    ) -> ModifiedContent<Self, AccessibilityIdentifierBranchModifier> {
        modifier(AccessibilityIdentifierBranchModifier(branch: branch))
    }

    /// Gives this view `branch.leaf` (nothing without a branch) and ends branching.
    public func accessibilityIdentifierLeaf(
        _ leaf: String
    ) -> ModifiedContent<Self, AccessibilityIdentifierLeafModifier> {
        modifier(AccessibilityIdentifierLeafModifier(leaf: leaf))
    }
}
#endif
