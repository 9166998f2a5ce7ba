import LocatorLabLocators

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
        ["\(name) = \"\(Self.body(value))\""]
    }

    private static func body(_ text: String) -> String {
        ClientLanguage.python.literalRules.body(text, escaping: .invisible)
    }

    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String] {
        let list = parameters.map { "\($0): int" }.joined(separator: ", ")
        let body = pieces.map { piece -> String in
            switch piece {
            case .literal(let text):
                // In an f-string braces are doubled; no escape writes one.
                return Self.body(text).replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
            case .index(let hole): return "{\(parameters[hole])}"
            }
        }.joined()
        return ["@staticmethod", "def \(name)(\(list)) -> str:", "    return f\"\(body)\""]
    }
}
