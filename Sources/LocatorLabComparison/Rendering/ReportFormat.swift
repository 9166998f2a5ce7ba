import LocatorLabReporting

/// The output formats of `compare` and `bench`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// Aligned tables for a terminal.
    case text
    /// The versioned JSON schema (docs/compare-report.md).
    case json
    /// GitHub-flavoured Markdown for pull-request comments.
    case markdown
    /// One self-contained HTML page with inline SVG charts.
    case html
}

extension CompareReport {
    /// The most characters `markdown` has unless `full`: a pull-request
    /// comment holds 65,536.
    public static let markdownLimit = 60_000

    /// The report in `format`. `colour` applies to `text` only; `full`
    /// to `markdown`, which otherwise leaves out what does not fit in
    /// ``markdownLimit`` characters.
    public func rendered(as format: ReportFormat, colour: Bool = false, full: Bool = false) throws(ReportingError)
        -> [UInt8]
    {
        switch format {
        case .json: return try json()
        case .text: return Array(text(colour: colour).utf8)
        case .markdown: return Array(markdown(limit: full ? nil : Self.markdownLimit).utf8)
        case .html: return Array(html().utf8)
        }
    }
}
