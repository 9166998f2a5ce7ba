#if canImport(SwiftUI)
import SwiftUI

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
#endif
