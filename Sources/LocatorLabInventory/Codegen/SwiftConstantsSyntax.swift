import LocatorLabLocators

/// Swift: nested caseless `enum`s (they cannot be instantiated), `static let`
/// constants (immutable, so valid under Swift 6 strict concurrency) and
/// `static func`s for indexed identifiers.
struct SwiftConstantsSyntax: ConstantsSyntax {
    /// `String`, or `Swift.String` when a generated namespace is called `String`.
    let stringType: String
    let intType: String

    init(namespaceNames: Set<String>) {
        stringType = namespaceNames.contains("String") ? "Swift.String" : "String"
        intType = namespaceNames.contains("Int") ? "Swift.Int" : "Int"
    }

    var commentPrefix: String { "//" }
    var asciiComments: Bool { false }

    func preamble(package: String?) -> [String] {
        ["// swiftlint:disable all", "// swift-format-ignore-file", ""]
    }

    func openNamespace(_ name: String, isRoot: Bool) -> String {
        "public enum \(name) {"
    }

    var closeNamespace: String? { "}" }
    var emptyBody: String? { nil }

    func constant(_ name: String, value: String) -> [String] {
        ["public static let \(name) = \"\(Self.body(value))\""]
    }

    private static func body(_ text: String) -> String {
        ClientLanguage.swift.literalRules.body(text, escaping: .invisible)
    }

    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String] {
        let list = parameters.map { "_ \($0): \(intType)" }.joined(separator: ", ")
        let body = pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return Self.body(text)
            case .index(let hole): return "\\(\(parameters[hole]))"
            }
        }.joined()
        return ["public static func \(name)(\(list)) -> \(stringType) { \"\(body)\" }"]
    }
}
