import LocatorLabLocators
import LocatorLabTestSources

/// One XPath locator and how it ended.
public struct LocatorConversion: Sendable, Hashable {
    public var locator: FoundLocator
    public var outcome: ConversionOutcome
    /// Why, as a sentence fragment without a trailing period.
    public var reason: String
    /// The accessibility id that replaced the XPath (converted), or the one
    /// that was refused (not-equivalent, label-only).
    public var accessibilityID: String?
    /// The locator that replaced the XPath (converted only).
    public var replacement: Locator?
    /// The locator's edits, positioned in the original file (converted only;
    /// the import a file needs is in ``FileConversion/addedImports``).
    public var replacements: [TextReplacement]
    /// The rewritten call as it reads after conversion, e.g.
    /// `AppiumBy.accessibilityId("Sign in")` (converted only).
    public var replacementText: String?
    /// Through a constant: the edit of its declaration, positioned in the
    /// declaring file (``FoundLocator/constant`` names it), which the call's
    /// ``replacements`` need to keep their meaning.
    public var declarationReplacement: TextReplacement?
    /// What the conversion was proven on (converted only): the same
    /// elements, or, for a singular find, the same first element.
    public var proof: EquivalenceProof?
    /// For a dynamic locator, each value a recording saw it send that its
    /// template builds, with what that value proves (`convert --recording`).
    public var instances: [RecordedInstance] = []

    public init(
        locator: FoundLocator, outcome: ConversionOutcome, reason: String, accessibilityID: String? = nil,
        replacement: Locator? = nil, replacements: [TextReplacement] = [], replacementText: String? = nil
    ) {
        self.locator = locator
        self.outcome = outcome
        self.reason = reason
        self.accessibilityID = accessibilityID
        self.replacement = replacement ?? (outcome == .converted ? accessibilityID.map(Locator.accessibilityID) : nil)
        self.replacements = replacements
        self.replacementText = replacementText
    }
}
