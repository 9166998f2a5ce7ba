/// Everything that can go wrong in the libxml2 wrapper. Messages are lowercase
/// fragments without a trailing period so callers can prefix file and position.
public enum XMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is not well-formed XML; line and column are 1-based.
    case malformed(message: String, line: Int, column: Int, code: Int)
    /// The document declares a DTD, which page sources never do.
    case dtdNotAllowed(line: Int, column: Int)
    /// Elements nest deeper than the parser allows.
    case nestingTooDeep(line: Int, limit: Int)
    /// The XPath expression could not be compiled.
    case xpathSyntax(expression: String, offset: Int, message: String, code: Int)
    /// Evaluating the XPath expression did more work than allowed.
    case xpathWorkLimitExceeded(expression: String, limit: Int)
    /// The XPath expression compiled but failed while evaluating.
    case xpathEvaluation(expression: String, offset: Int, message: String, code: Int)
    /// A regular-expression function (`matches`, `replace`, `tokenize`)
    /// refused its pattern or flags, which WebDriverAgent reports as an
    /// XPath error; `argument` is the refused value as the function got it.
    case xpathRegularExpression(expression: String, function: String, argument: String, message: String)
    /// libxml2 could not allocate what it needed.
    case outOfMemory

    public var description: String {
        switch self {
        case .malformed(let message, _, _, _):
            return "malformed XML: \(message)"
        case .dtdNotAllowed:
            return "document type declarations (DTDs) are not allowed in page sources"
        case .nestingTooDeep(_, let limit):
            return "elements nest deeper than \(limit) levels"
        case .xpathSyntax(_, let offset, let message, _):
            return "invalid XPath at offset \(offset): \(message)"
        case .xpathWorkLimitExceeded(_, let limit):
            return "XPath evaluation exceeded the work limit of \(limit) operations"
        case .xpathEvaluation(_, let offset, let message, _):
            return "XPath evaluation failed at offset \(offset): \(message)"
        case .xpathRegularExpression(_, let function, _, let message):
            return "XPath evaluation failed in \(function)(): \(message)"
        case .outOfMemory:
            return "libxml2 ran out of memory"
        }
    }

    /// Line and column of the problem in the parsed document, when known.
    public var position: (line: Int, column: Int)? {
        switch self {
        case .malformed(_, let line, let column, _): return (line, column)
        case .dtdNotAllowed(let line, let column): return (line, column)
        case .nestingTooDeep(let line, _): return (line, 0)
        default: return nil
        }
    }
}
