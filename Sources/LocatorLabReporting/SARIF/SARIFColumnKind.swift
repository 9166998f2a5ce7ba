/// What a SARIF column number counts. The SARIF default is UTF-16 code
/// units; tools that count Unicode scalars must say so.
public enum SARIFColumnKind: String, Sendable, Codable, Equatable {
    case utf16CodeUnits
    case unicodeCodePoints
}
