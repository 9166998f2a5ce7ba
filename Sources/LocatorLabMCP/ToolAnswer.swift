/// What a tool call answers: JSON text (``ReportJSON``: sorted keys, so the
/// same call gives the same bytes), or a message with `isError` set.
public struct ToolAnswer: Sendable, Hashable {
    public var text: String
    public var isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}
