import LocatorLabLocators
import LocatorLabModel

/// The identifier lookup an XPath is compared with: which locator, where it
/// comes from, and the attribute and value the index and the scan compare.
public struct IdentifierLookup: Sendable, Hashable, Codable {
    /// Where the identifier comes from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The accessibility name of the one element the XPath matches.
        case targetName = "target-name"
        /// The best suggestion's identifier (the XPath matched several
        /// elements, or its target has no accessibility name).
        case suggestion
    }

    public var locator: Locator
    public var source: Source
    /// The attribute compared: `name` (iOS), `content-desc` or `resource-id` (Android).
    public var attribute: String
    /// The value compared; an Android id completed with its package.
    public var value: String
    /// How many elements the lookup finds on this page source.
    public var count: Int

    public init(locator: Locator, source: Source, attribute: String, value: String, count: Int) {
        self.locator = locator
        self.source = source
        self.attribute = attribute
        self.value = value
        self.count = count
    }

    /// The elements the index holds for this lookup (a view of its storage).
    public func indexLookup(_ index: LocatorIndex) -> IndexedElements {
        attribute == AttributeName.resourceID
            ? index.elements(withResourceID: value) : index.elements(withAccessibilityID: value)
    }
}
