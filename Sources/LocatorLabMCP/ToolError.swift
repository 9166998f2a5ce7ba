/// Why a tool could not answer: the assistant gets the message as the
/// tool's result with `isError`, and the server goes on.
public struct ToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
