import LocatorLabModel

/// What a locator finds in one element tree.
public struct LocatorResult: Sendable, Hashable {
    /// The matching elements, in document order, without duplicates.
    public var matches: [ElementID]
    /// Where the result on a device may differ from what the page source
    /// suggests, or how the driver reads the locator. Complete sentences
    /// without a trailing period, lowercase first letter.
    public var notes: [String]

    public init(matches: [ElementID], notes: [String] = []) {
        self.matches = matches
        self.notes = notes
    }
}
