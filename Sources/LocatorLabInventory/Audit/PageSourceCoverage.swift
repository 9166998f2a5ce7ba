/// Coverage of one page source.
public struct PageSourceCoverage: Sendable, Hashable, Encodable {
    public var pageSource: String
    public var coverage: CoverageCount

    public init(pageSource: String, coverage: CoverageCount) {
        self.pageSource = pageSource
        self.coverage = coverage
    }
}
