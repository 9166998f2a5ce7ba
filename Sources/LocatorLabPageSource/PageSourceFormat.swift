import LocatorLabFiles
/// The input and output forms LocatorLab reads and writes.
public enum PageSourceFormat: String, Sendable, CaseIterable {
    /// Appium XML page sources (iOS WebDriverAgent or Android UiAutomator2).
    case xml
    /// XCUITest `debugDescription` text.
    case debugDescription = "debug-description"
    /// LocatorLab's own JSON tree format.
    case json

    /// Guesses the format from the first meaningful bytes: `<` (or a UTF-16
    /// byte-order mark) is XML, `{`
    /// or `"` is JSON (unless the string holds an escaped `Element subtree:`
    /// section, a dump as `po` prints it), and text with an `Element subtree:`
    /// section or an element line starting with `→` is a debugDescription dump.
    public static func detect(_ bytes: [UInt8]) -> PageSourceFormat? {
        // A UTF-16 byte-order mark: only XML declares its own encoding.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .xml }
        let body = SourceText.droppingByteOrderMark(bytes)
        guard let first = body.first(where: { ![9, 10, 13, 32].contains($0) }) else { return nil }
        switch first {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "\""):
            // `po app.debugDescription` prints the dump as a Swift string
            // literal: in quotes, its line breaks escaped.
            let head = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
            return head.contains("\\nElement subtree:\\n") ? .debugDescription : .json
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        default:
            let head = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
            if head.contains("Element subtree:") || head.contains("\u{2192}") || head.hasPrefix("Attributes:") {
                return .debugDescription
            }
            return nil
        }
    }
}
