/// libxml2 2.9.14 hands XPath errors to the context callback with a NULL
/// message: the texts live in a table it does not export. This is that table,
/// indexed by `code - 1200` (XML_XPATH_EXPRESSION_OK = 1200).
enum XPathErrorMessages {
    private static let messages = [
        "ok",
        "number encoding",
        "unfinished literal",
        "start of literal",
        "expected $ for variable reference",
        "undefined variable",
        "invalid predicate",
        "invalid expression",
        "missing closing curly brace",
        "unregistered function",
        "invalid operand",
        "invalid type",
        "invalid number of arguments",
        "invalid context size",
        "invalid context position",
        "memory allocation error",
        "syntax error",
        "resource error",
        "sub resource error",
        "undefined namespace prefix",
        "encoding error",
        "char out of XML range",
        "invalid or incomplete context",
        "stack usage error",
        "forbidden variable",
        "operation limit exceeded",
        "recursion limit exceeded",
    ]

    static let operationLimitCode = 1225
    /// LocatorLab's own codes, outside libxml2's range: an evaluation
    /// stopped by `EvaluationBudget`.
    static let timeLimitCode = 1900
    static let memoryLimitCode = 1901
    /// No thread could be started to bound an evaluation's time.
    static let threadUnavailableCode = 1902

    static func message(forCode code: Int) -> String {
        let index = code - 1200
        guard messages.indices.contains(index) else { return "XPath error \(code)" }
        return messages[index]
    }
}
