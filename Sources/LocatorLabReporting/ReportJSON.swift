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

    /// The same encoding without indentation: for data a page embeds (the
    /// inspector's island), where a 10,000-element screen would otherwise
    /// carry as many bytes of whitespace as of data.
    public static func encodeCompact<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }
}
