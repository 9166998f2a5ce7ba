import LocatorLabLocators

/// Java: one public final class (put the file in `<RootNamespace>.java`),
/// nested static final classes, `static final String` constants and static
/// methods for indexed identifiers. The file is ASCII only.
struct JavaConstantsSyntax: ConstantsSyntax {
    let stringType: String

    init(namespaceNames: Set<String>) {
        stringType = namespaceNames.contains("String") ? "java.lang.String" : "String"
    }

    var commentPrefix: String { "//" }
    var asciiComments: Bool { true }

    func preamble(package: String?) -> [String] {
        guard let package else { return [] }
        return ["package \(package);", ""]
    }

    func openNamespace(_ name: String, isRoot: Bool) -> String {
        isRoot ? "public final class \(name) {" : "public static final class \(name) {"
    }

    var closeNamespace: String? { "}" }
    var emptyBody: String? { nil }

    func constant(_ name: String, value: String) -> [String] {
        ["public static final \(stringType) \(name) = \(Self.literal(value));"]
    }

    /// ASCII only, so the file compiles whatever encoding javac assumes.
    private static func literal(_ text: String) -> String {
        ClientLanguage.java.literalRules.literal(text, escaping: .nonASCII)
    }

    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String] {
        let list = parameters.map { "int \($0)" }.joined(separator: ", ")
        var terms = pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return Self.literal(text)
            case .index(let hole): return parameters[hole]
            }
        }
        // `int + int` would add: make sure the expression starts as a string.
        if case .index = pieces.first { terms.insert("\"\"", at: 0) }
        return ["public static \(stringType) \(name)(\(list)) {", "    return \(terms.joined(separator: " + "));", "}"]
    }
}
