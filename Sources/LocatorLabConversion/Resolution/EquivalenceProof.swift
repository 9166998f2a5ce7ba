/// What a converted locator was proven to keep, on every page source of its
/// platform. Reports name it (`proof` in JSON, SARIF and JUnit properties,
/// a word in text and Markdown) so a reviewer knows how strong the claim is.
public enum EquivalenceProof: String, Sendable, Hashable, Codable, CaseIterable {
    /// The new locator finds exactly the XPath's elements, in the same
    /// (document) order: right for any call, plural or singular.
    case sameElements = "same-elements"
    /// The new locator's first match is the XPath's first match (and both
    /// find nothing where one does): right only for a singular find, which
    /// uses the first match alone (``FoundLocator/findsOne``).
    case sameFirstElement = "same-first-element"
    /// An XCUITest element query (subscript, `element`, `element(boundBy:)`)
    /// resolves to the same single element as the old one on every page
    /// source, and fails where it fails ("No matches found", "Multiple
    /// matching elements found").
    case sameUniqueElement = "same-unique-element"

    /// How the text and Markdown reports say it.
    public var phrase: String {
        switch self {
        case .sameElements: "same elements"
        case .sameFirstElement: "same first element (singular find)"
        case .sameUniqueElement: "same element (XCTest's unique match)"
        }
    }
}
