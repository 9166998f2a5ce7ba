/// Why an inspection page could not be made: the tool could not do its job
/// (findings about the screen are data on the page, not errors).
public enum InspectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The screenshot file cannot be read (missing, unreadable).
    case missingScreenshot(file: String)
    /// The screenshot is not a PNG image LocatorLab can size.
    case unreadableScreenshot(file: String, reason: String)
    /// Screenshots were given, but not one for each page source.
    case screenshotCountMismatch(pageSources: Int, screenshots: Int)
    /// Nothing to inspect.
    case noPageSource
    /// The audit options are invalid (a convention that is not a regular expression).
    case invalidAuditOptions(String)
    /// The page's data could not be encoded (a value JSON cannot hold).
    case unencodable(String)

    public var description: String {
        switch self {
        case .missingScreenshot(let file):
            return "\(file): cannot read the screenshot"
        case .unreadableScreenshot(let file, let reason):
            return "\(file): not a usable screenshot: \(reason)"
        case .screenshotCountMismatch(let pageSources, let screenshots):
            return "\(screenshots) screenshot\(screenshots == 1 ? "" : "s") for \(pageSources) page source"
                + "\(pageSources == 1 ? "" : "s"): give one --screenshot per page source, in the same order"
        case .noPageSource:
            return "no page source to inspect"
        case .invalidAuditOptions(let reason):
            return reason
        case .unencodable(let reason):
            return "the page's data cannot be written as JSON: \(reason)"
        }
    }
}
