/// How one XPath locator ends. The raw values are the spellings in reports
/// and the suffixes of the SARIF rule ids.
public enum ConversionOutcome: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Proven equivalent to one accessibility id on the page sources, and rewritten.
    case converted
    /// An XCUITest query that already selects by an identifier (the
    /// identifier query of its element, proven to resolve as it does): like
    /// an Appium accessibility-id locator in the other languages, which is
    /// no XPath and so nothing to convert, it is neither converted nor
    /// unconverted, and `--fail-on` does not count it.
    case alreadyIdentifier = "already-identifier"
    /// The XPath matches nothing on any page source, so nothing can be proven.
    case noMatch = "no-match"
    /// The matched elements do not share one non-empty accessibility name.
    case ambiguous
    /// The accessibility id would find other elements than the XPath.
    case notEquivalent = "not-equivalent"
    /// The accessibility name is an iOS label (visible, often localized
    /// text), not an identifier; converted only with `--allow-labels`.
    case labelOnly = "label-only"
    /// The equivalent identifier looks generated (GUID, long number, hash)
    /// or carries state (`?isSelected=true`, a count, a time): it would not
    /// find the element in another build or state (``IdentifierQuality``).
    case unstableIdentifier = "unstable-identifier"
    /// The XPath is a constant also used elsewhere than as a locator of the
    /// same converted strategy (logged, concatenated, compared, or used by
    /// locators that do not all convert to the same id); left alone.
    case sharedConstant = "shared-constant"
    /// Equivalent to an identifier, but the call has no form taking one: a
    /// project helper given without `=REPLACEMENT`.
    case noReplacement = "no-replacement"
    /// The XPath is built at run time; left alone.
    case dynamic
    /// The XPath does not compile, or cannot be evaluated as a locator.
    case invalidXPath = "invalid-xpath"

    public static func < (lhs: ConversionOutcome, rhs: ConversionOutcome) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
