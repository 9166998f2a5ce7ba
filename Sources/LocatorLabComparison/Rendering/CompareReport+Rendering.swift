import LocatorLabReporting

extension CompareReport {
    /// The most characters `markdown` has unless `full`: a pull-request
    /// comment holds 65,536.
    public static let markdownLimit = 60_000

    /// The report in `format`. `colour` applies to `text` only; `full`
    /// to `markdown`, which otherwise leaves out what does not fit in
    /// ``markdownLimit`` characters.
    public func rendered(as format: ReportFormat, colour: Bool = false, full: Bool = false) throws(ReportingError) -> [UInt8] {
        switch format {
        case .json: return try json()
        case .text: return Array(CompareTextRenderer(report: self).render(colour: colour).utf8)
        case .markdown:
            return Array(CompareMarkdownRenderer(report: self, limit: full ? nil : Self.markdownLimit).render().utf8)
        case .html: return Array(CompareHTMLRenderer(report: self).render().utf8)
        }
    }
}
