/// SARIF `message` (also used where the schema wants a
/// `multiformatMessageString`, which has the same `text` and `markdown`).
public struct SARIFMessage: Sendable, Codable, Equatable {
    public var text: String
    /// An optional richer rendering; viewers fall back to `text`.
    public var markdown: String?

    public init(_ text: String, markdown: String? = nil) {
        self.text = text
        self.markdown = markdown
    }
}
