/// Why one element line could not be read, and where (a byte offset into the
/// whole text; the reader turns it into a line and column).
struct DebugDescriptionLineError: Error, Sendable, Equatable {
    var offset: Int
    var message: String
    var expected: String?
    /// A quoted string ran to the end of the line without a closing quote.
    /// Labels may contain line breaks (debugDescription does not escape
    /// them), so the reader then retries with the following lines joined.
    var isUnterminatedQuote = false
}
