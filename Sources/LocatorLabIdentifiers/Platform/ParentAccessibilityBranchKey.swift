#if canImport(SwiftUI)
import SwiftUI

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
