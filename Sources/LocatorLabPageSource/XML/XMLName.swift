/// Whether a string can be an XML element or attribute name (XML 1.0
/// §2.3 `Name`), so that a tree read from JSON writes as XML that reads
/// back. ASCII follows the production exactly; a character outside ASCII
/// counts as a name character, which covers every real page source
/// (localized class names do not occur) at the price of letting a few
/// symbols through.
enum XMLName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard isStart(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isStart($0) || isContinuation($0) }
    }

    private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "_", ":": true
        default: !scalar.isASCII
        }
    }

    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "-", ".": true
        default: false
        }
    }
}
