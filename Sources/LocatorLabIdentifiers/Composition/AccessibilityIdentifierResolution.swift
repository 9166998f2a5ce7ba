/// What an element's identifier modifiers amount to under a given branch.
public struct AccessibilityIdentifierResolution: Sendable, Hashable {
    /// The identifier applied to the element itself, or `nil` for none.
    public var identifier: String?
    /// The branch the element's content (its children) sees.
    public var branchForContent: AccessibilityIdentifierBranch

    public init(identifier: String?, branchForContent: AccessibilityIdentifierBranch) {
        self.identifier = identifier
        self.branchForContent = branchForContent
    }
}
