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

/// Seed 000's branch modifier; the composition itself is ``AccessibilityIdentifierBranch``.
public struct AccessibilityIdentifierBranchModifier: ViewModifier {
    @Environment(\.parentAccessibilityBranch) private var parentBranch
    private let branch: String

    public init(branch: String) {
        self.branch = branch
    }

    public func body(content: Content) -> some View {
        content.environment(\.parentAccessibilityBranch, parentBranch.appending(branch))
    }
}

/// Seed 000's leaf modifier; the composition itself is ``AccessibilityIdentifierBranch``.
public struct AccessibilityIdentifierLeafModifier: ViewModifier {
    @Environment(\.parentAccessibilityBranch) private var branch
    private let leaf: String

    public init(leaf: String) {
        self.leaf = leaf
    }

    @ViewBuilder
    public func body(content: Content) -> some View {
        if let identifier = branch.identifier(forLeaf: leaf) {
            content
                .accessibilityIdentifier(identifier)
                .environment(\.parentAccessibilityBranch, AccessibilityIdentifierBranch.root)
        } else {
            content
        }
    }
}

/// Seed 000's environment key: the identifier branch a view inherits.
struct ParentAccessibilityBranchKey: EnvironmentKey {
    static let defaultValue = AccessibilityIdentifierBranch.root
}

extension EnvironmentValues {
    var parentAccessibilityBranch: AccessibilityIdentifierBranch {
        get { self[ParentAccessibilityBranchKey.self] }
        set { self[ParentAccessibilityBranchKey.self] = newValue }
    }
}
#endif
