extension ViewDescription {
    /// Seed 000's branch modifier: appends `branch` to the parent branch with
    /// a dot for everything inside this view; applies no identifier itself.
    public func accessibilityIdentifierBranch(_ branch: String) -> ViewDescription {
        adding(.branch(branch))
    }

    /// Seed 000's leaf modifier: gives this view the identifier `branch.leaf`
    /// (nothing when no branch is above it) and ends branching for its content.
    public func accessibilityIdentifierLeaf(_ leaf: String) -> ViewDescription {
        adding(.leaf(leaf))
    }

    /// SwiftUI's `accessibilityIdentifier(_:)`: gives this view `identifier`
    /// as is. Of several identifiers on one view, the innermost wins.
    public func accessibilityIdentifier(_ identifier: String) -> ViewDescription {
        adding(.identifier(identifier))
    }

    /// SwiftUI's `disabled(_:)`: the view and everything in it report
    /// `enabled="false"`.
    public func disabled(_ isDisabled: Bool = true) -> ViewDescription {
        var copy = self
        copy.nodes[0].isDisabled = copy.nodes[0].isDisabled || isDisabled
        return copy
    }

    /// Whether this view itself is an accessibility element (controls, text
    /// and images are by default; stacks are not).
    public func accessibilityElement(_ isElement: Bool = true) -> ViewDescription {
        var copy = self
        copy.nodes[0].isAccessibilityElement = isElement
        return copy
    }

    private func adding(_ modifier: AccessibilityIdentifierModifier) -> ViewDescription {
        var copy = self
        copy.nodes[0].modifiers.append(modifier)
        return copy
    }
}
