import Foundation

/// The one JSON encoding every report uses, so that two runs over the same
/// input produce identical bytes (stable diffs in CI, goldens in tests).
public enum ReportJSON {
    /// Pretty-printed JSON with sorted keys, unescaped slashes (URIs and
    /// XPath stay readable) and a final newline.
    ///
    /// Throws `EncodingError` for values JSON cannot represent, such as a
    /// non-finite `Double`.
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }
}
