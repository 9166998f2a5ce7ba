import LocatorLabLocators
import LocatorLabModel

/// What the page sources prove about one XPath.
public struct XPathResolution: Sendable, Hashable {
    /// One of converted, no-match, ambiguous, not-equivalent, label-only or
    /// invalid-xpath (never dynamic: a resolution needs the XPath).
    public var outcome: ConversionOutcome
    /// The accessibility id that replaces the XPath (converted), or the
    /// candidate that was refused (not-equivalent, label-only).
    public var accessibilityID: String?
    /// The locator written instead of the XPath (converted): accessibility
    /// id, id, predicate, class chain or UiSelector.
    public var replacement: Locator?
    /// What the conversion was proven on (converted only).
    public var proof: EquivalenceProof?
    /// Why, as a sentence fragment without a trailing period.
    public var reason: String
    /// The platforms of the page sources the XPath matched on, in
    /// `Platform` order.
    public var platforms: [Platform]
    /// The page sources the XPath matched on, in the order given.
    public var matchedPageSources: [String]

    public init(
        outcome: ConversionOutcome, accessibilityID: String? = nil, reason: String, platforms: [Platform] = [],
        matchedPageSources: [String] = []
    ) {
        self.outcome = outcome
        self.accessibilityID = accessibilityID
        self.replacement = outcome == .converted ? accessibilityID.map(Locator.accessibilityID) : nil
        self.proof = outcome == .converted ? .sameElements : nil
        self.reason = reason
        self.platforms = platforms
        self.matchedPageSources = matchedPageSources
    }
}
