import LocatorLabLocators

/// Kotlin: nested `object`s, `const val` constants and functions for
/// indexed identifiers.
struct KotlinConstantsSyntax: ConstantsSyntax {
    let stringType: String
    let intType: String

    init(namespaceNames: Set<String>) {
        stringType = namespaceNames.contains("String") ? "kotlin.String" : "String"
        intType = namespaceNames.contains("Int") ? "kotlin.Int" : "Int"
    }

    var commentPrefix: String { "//" }
    var asciiComments: Bool { false }

    func preamble(package: String?) -> [String] {
        guard let package else { return [] }
        return ["package \(package)", ""]
    }

    func openNamespace(_ name: String, isRoot: Bool) -> String {
        "object \(name) {"
    }

    var closeNamespace: String? { "}" }
    var emptyBody: String? { nil }

    func constant(_ name: String, value: String) -> [String] {
        ["const val \(name) = \"\(Self.body(value))\""]
    }

    private static func body(_ text: String) -> String {
        ClientLanguage.kotlin.literalRules.body(text, escaping: .invisible)
    }

    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String] {
        let list = parameters.map { "\($0): \(intType)" }.joined(separator: ", ")
        let body = pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return Self.body(text)
            case .index(let hole): return "${\(parameters[hole])}"
            }
        }.joined()
        return ["fun \(name)(\(list)): \(stringType) = \"\(body)\""]
    }
}
