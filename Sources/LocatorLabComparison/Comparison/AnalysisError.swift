/// Why a comparison or benchmark could not run at all. Problems with single
/// locators are findings in the report, not errors.
public enum AnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locators file could not be read.
    case unreadableLocatorsFile(path: String, reason: String)
    /// The locators file was read but is not text LocatorLab can decode.
    case undecodableLocatorsFile(path: String, reason: String)
    /// No locator was given, or the file holds only comments and blank lines.
    case noLocators(source: String)
    /// A benchmark size is not a positive element count (`1k`, `10k`, `1m`, `250`).
    case invalidSize(String)
    /// A benchmark size reads as `elements`, more than `maximum` (`20m`).
    case sizeTooLarge(String, elements: Int, maximum: Int)

    /// The file the error is about, when there is one.
    public var file: String? {
        switch self {
        case .unreadableLocatorsFile(let path, _), .undecodableLocatorsFile(let path, _): path
        case .noLocators(let source): source
        case .invalidSize, .sizeTooLarge: nil
        }
    }

    public var description: String {
        switch self {
        case .unreadableLocatorsFile(_, let reason):
            return "cannot read the locators file: \(reason)"
        case .undecodableLocatorsFile(_, let reason):
            return "cannot decode the locators file: \(reason)"
        case .noLocators:
            return "no locators to compare (one XPath per line; # starts a comment)"
        case .invalidSize(let text):
            return "invalid size '\(text)': expected an element count such as 250, 2.5k or 1m (k = thousand, m = million)"
        case .sizeTooLarge(let text, let elements, let maximum):
            // `20m` was refused with "use a positive element count", which
            // it is: the limit is what it breaks.
            let count = elements == Int.max ? "more than \(maximum)" : "\(elements)"
            return "size '\(text)' is \(count) elements; bench generates at most \(maximum) (\(maximum / 1_000_000)m) "
                + "per size, as one page source of 1m elements already takes about 9 GB to measure"
        }
    }
}
