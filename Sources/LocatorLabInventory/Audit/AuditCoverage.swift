/// Identifier coverage overall, per page source and per dotted branch. The
/// same control on two page sources counts twice: each screen is audited as
/// the test would see it.
public struct AuditCoverage: Sendable, Hashable, Encodable {
    public var overall: CoverageCount
    /// In the order the page sources were given.
    public var pageSources: [PageSourceCoverage]
    /// Sorted by branch; the empty branch (elements in none) first.
    public var branches: [BranchCoverage]

    public init(overall: CoverageCount, pageSources: [PageSourceCoverage], branches: [BranchCoverage]) {
        self.overall = overall
        self.pageSources = pageSources
        self.branches = branches
    }
}

/// Coverage of one page source.
public struct PageSourceCoverage: Sendable, Hashable, Encodable {
    public var pageSource: String
    public var coverage: CoverageCount

    public init(pageSource: String, coverage: CoverageCount) {
        self.pageSource = pageSource
        self.coverage = coverage
    }
}

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
