/// What a live query found: the elements (document-order indices into the
/// page's ``InspectionPage/elements``), how long the evaluation took, the
/// driver notes, or why the driver would refuse the locator.
public struct LiveQueryResult: Sendable, Hashable, Encodable {
    public var count: Int
    public var matches: [Int]
    /// Wall-clock time of the evaluation alone, in milliseconds.
    public var milliseconds: Double
    public var notes: [String]
    /// Set instead of matches when the locator is invalid for the driver.
    public var error: String?

    public init(count: Int, matches: [Int], milliseconds: Double, notes: [String], error: String?) {
        self.count = count
        self.matches = matches
        self.milliseconds = milliseconds
        self.notes = notes
        self.error = error
    }
}
