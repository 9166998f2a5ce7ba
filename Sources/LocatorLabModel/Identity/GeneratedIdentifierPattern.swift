/// The machine-made shape an identifier was recognised by (see
/// ``IdentifierQuality/generatedPattern(in:)``).
public enum GeneratedIdentifierPattern: String, Sendable, Hashable, Codable {
    /// `3F2504E0-4F89-11D3-9A0C-0305E82C3301`.
    case uuid
    /// A memory address such as `0x600002d54000`.
    case address
    /// Six or more digits in a row (timestamps, database keys).
    case longNumber = "long-number"
    /// Twelve or more hexadecimal characters mixing digits and letters (hashes).
    case hexadecimalRun = "hexadecimal-run"

    /// How messages describe it.
    public var phrase: String {
        switch self {
        case .uuid: return "a UUID"
        case .address: return "a memory address"
        case .longNumber: return "a long number"
        case .hexadecimalRun: return "a long hexadecimal string"
        }
    }
}
