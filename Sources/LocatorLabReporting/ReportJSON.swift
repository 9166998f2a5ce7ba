import Foundation

/// The one JSON encoding every report uses, so that two runs over the same
/// input produce identical bytes (stable diffs in CI, goldens in tests).
public enum ReportJSON {
    /// Pretty-printed JSON with sorted keys, unescaped slashes (URIs and
    /// XPath stay readable) and a final newline.
    ///
    /// Throws ``ReportingError/encoding(what:reason:)`` for values JSON
    /// cannot represent, such as a non-finite `Double`; `what` names the
    /// value in that message ("the compare report"), its type when omitted.
    public static func encode<T: Encodable>(_ value: T, what: String? = nil) throws(ReportingError) -> [UInt8] {
        try encode(value, what: what, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The same encoding without indentation: for data a page embeds (the
    /// inspector's island), where a 10,000-element screen would otherwise
    /// carry as many bytes of whitespace as of data.
    public static func encodeCompact<T: Encodable>(_ value: T, what: String? = nil) throws(ReportingError) -> [UInt8] {
        try encode(value, what: what, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode<T: Encodable>(
        _ value: T, what: String?, formatting: JSONEncoder.OutputFormatting
    ) throws(ReportingError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        do {
            return [UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")]
        } catch {
            throw .encoding(what: what ?? String(describing: T.self), reason: reason(error))
        }
    }

    /// Foundation's message with the path of the field that failed
    /// (`timings[2].medianNanoseconds`), which its message leaves out.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? EncodingError else { return String(describing: error) }
        switch error {
        case .invalidValue(_, let context):
            let path = context.codingPath.reduce(into: "") { path, key in
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
