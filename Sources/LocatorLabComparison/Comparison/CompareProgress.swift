/// Where a comparison is: reported after each locator on each page source,
/// for a progress line.
public struct CompareProgress: Sendable, Hashable {
    public var completed: Int
    public var total: Int
    public var pageSource: String
    public var locator: String

    public init(completed: Int, total: Int, pageSource: String, locator: String) {
        self.completed = completed
        self.total = total
        self.pageSource = pageSource
        self.locator = locator
    }
}
