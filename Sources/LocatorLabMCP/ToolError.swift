/// Why a tool could not answer: the assistant gets the message as the
/// tool's result with `isError`, and the server goes on.
public struct ToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The longest text a message quotes back: a call may pass megabytes
    /// as a name, and the error should not send them back.
    public static let longestQuote = 200

    /// `text` in single quotes, cut to ``longestQuote`` characters with the
    /// count of the rest.
    public static func quoted(_ text: String) -> String {
        guard text.count > longestQuote else { return "'\(text)'" }
        return "'\(text.prefix(longestQuote))…' (\(text.count - longestQuote) more characters)"
    }
}
