/// A naming convention for accessibility identifiers: a regular expression
/// (Swift `Regex` syntax, close to PCRE) that the whole identifier must
/// match, as if written between `^` and `$`.
struct IdentifierConvention {
    let pattern: String
    private let regex: Regex<AnyRegexOutput>

    init(_ pattern: String) throws(InventoryError) {
        do {
            regex = try Regex(pattern)
        } catch {
            throw .invalidConvention(pattern: pattern, reason: Self.reason(error))
        }
        self.pattern = pattern
    }

    func accepts(_ identifier: String) -> Bool {
        (try? regex.wholeMatch(in: identifier)) != nil
    }

    /// The parser's message ("expected ']'"), on one line.
    private static func reason(_ error: any Error) -> String {
        let text = String(describing: error)
        return text.split(separator: "\n", omittingEmptySubsequences: true).last.map(String.init) ?? text
    }
}
