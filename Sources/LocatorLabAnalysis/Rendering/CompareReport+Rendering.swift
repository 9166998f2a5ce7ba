import LocatorLabReporting

extension CompareReport {
    /// The report in `format`. `colour` applies to `text` only.
    public func rendered(as format: ReportFormat, colour: Bool = false) -> [UInt8] {
        switch format {
        case .json: return json()
        case .text: return Array(CompareTextRenderer(report: self).render(colour: colour).utf8)
        case .markdown: return Array(CompareMarkdownRenderer(report: self).render().utf8)
        case .html: return Array(CompareHTMLRenderer(report: self).render().utf8)
        }
    }
}
