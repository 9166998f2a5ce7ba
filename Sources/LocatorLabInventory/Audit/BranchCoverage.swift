/// Coverage of one dotted branch (`Users`, `Users.UserDetails`), counting
/// every interactive element in it or in a branch below it. An element's
/// branch is its identifier without the last segment, or, for an element
/// without one, the branch its suggested identifier would go in. Indices are
/// written `{i}`, so the rows of a list share a branch (`Shop.ProductList.Card_{i}`).
/// Elements in no branch at all are counted under the empty branch `""`.
/// Only the first 32 levels of a branch are listed (deeper ones count in
/// their 32-level ancestor).
public struct BranchCoverage: Sendable, Hashable, Encodable {
    public var branch: String
    public var coverage: CoverageCount

    public init(branch: String, coverage: CoverageCount) {
        self.branch = branch
        self.coverage = coverage
    }
}
