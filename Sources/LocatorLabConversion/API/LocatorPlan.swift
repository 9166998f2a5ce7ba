import LocatorLabLocators
import LocatorLabTestSources

/// One locator between resolution and rewriting: its outcome so far and,
/// when it converts, the edits of its call. A rewrite through a constant can
/// still be refused once every use of the constant is known.
struct LocatorPlan {
    var locator: FoundLocator
    var outcome: ConversionOutcome
    var reason: String
    var accessibilityID: String?
    var replacement: Locator?
    /// What the conversion was proven on (converted only).
    var proof: EquivalenceProof?
    /// The call's edits (converted only).
    var rewrite: LocatorRewriter.Rewrite?
    /// The rewritten locator as reports show it, when the edits hold only
    /// part of it (an XCUITest query's steps, without its base).
    var replacementText: String?
    /// Through a constant: its declaration's edit, in the declaring file.
    var declarationReplacement: TextReplacement?
    /// A dynamic locator's recorded instances (`convert --recording`).
    var instances: [RecordedInstance] = []

    mutating func refuse(_ outcome: ConversionOutcome, reason: String) {
        self.outcome = outcome
        self.reason = reason
        rewrite = nil
        replacement = nil
        proof = nil
    }
}
