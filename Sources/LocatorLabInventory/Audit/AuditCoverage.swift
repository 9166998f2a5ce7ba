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
