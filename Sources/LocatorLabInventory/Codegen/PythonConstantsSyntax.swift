/// Python: nested classes, class attributes for constants and static
/// methods returning f-strings for indexed identifiers.
struct PythonConstantsSyntax: ConstantsSyntax {
    var commentPrefix: String { "#" }
    var asciiComments: Bool { false }

    func preamble(package: String?) -> [String] {
        // PEP 8: two blank lines before a top-level class.
        [""]
    }

    func openNamespace(_ name: String, isRoot: Bool) -> String {
        "class \(name):"
    }

    var closeNamespace: String? { nil }
    var emptyBody: String? { "pass" }

    func constant(_ name: String, value: String) -> [String] {
        ["\(name) = \"\(SourceLiteral.python(value))\""]
    }

    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String] {
        let list = parameters.map { "\($0): int" }.joined(separator: ", ")
        let body = pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return SourceLiteral.python(text, inFormatString: true)
            case .index(let hole): return "{\(parameters[hole])}"
            }
        }.joined()
        return ["@staticmethod", "def \(name)(\(list)) -> str:", "    return f\"\(body)\""]
    }
}
