#if canImport(SwiftUI)
import SwiftUI

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
#endif
