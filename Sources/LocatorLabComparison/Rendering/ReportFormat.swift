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
