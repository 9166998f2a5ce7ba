/// A test source the lexer cannot read: an unterminated string or comment.
struct SourceSyntaxError: Error, Sendable, Hashable {
    /// Byte offset where the unterminated construct starts.
    var offset: Int
    var message: String
}
