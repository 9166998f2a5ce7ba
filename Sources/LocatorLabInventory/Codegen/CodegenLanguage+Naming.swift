extension CodegenLanguage {
    /// How member names are cased: lower camel case, or snake case for Python (PEP 8).
    var usesSnakeCaseMembers: Bool { self == .python }

    /// Whether a constant and a function may share a name in one scope.
    /// Swift, Kotlin and Java keep them apart (`card` and `card(_:)`); in a
    /// Python class body the later definition would replace the earlier.
    var constantsAndFunctionsShareNames: Bool { self == .python }

    /// Whether a nested type must not be named like a type around it
    /// (Java: "class X is already defined").
    var forbidsNestedTypeNamedLikeEnclosing: Bool { self == .java }

    /// Words a generated name must not be: keywords, plus names the
    /// generated code itself relies on (`Swift.Int`, `@staticmethod`).
    var reservedWords: Set<String> {
        switch self {
        case .swift:
            return [
                "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
                "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
                "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
                "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
                "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
                "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "Swift",
            ]
        case .kotlin:
            return [
                "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface",
                "is", "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias",
                "typeof", "val", "var", "when", "while", "_",
            ]
        case .java:
            return [
                "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
                "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
                "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new",
                "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super",
                "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile",
                "while", "true", "false", "null", "_", "var", "yield", "record", "sealed", "permits",
            ]
        case .python:
            return [
                "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
                "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
                "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
                "staticmethod", "int", "str",
            ]
        }
    }

    /// The name for a namespace (a type): upper camel case.
    func namespaceName(for raw: String) -> String {
        finish(SymbolCase.upperCamel(SymbolWords.words(in: raw)), fallback: "Unnamed")
    }

    /// The name for a constant, function or parameter.
    func memberName(for raw: String) -> String {
        let words = SymbolWords.words(in: raw)
        return finish(
            usesSnakeCaseMembers ? SymbolCase.snake(words) : SymbolCase.lowerCamel(words), fallback: "unnamed")
    }

    /// Makes a cased name valid: never empty (`fallback` for text with no
    /// letters or digits, such as an emoji), never starting with a digit,
    /// never a reserved word (a trailing `_` is added, as PEP 8 does for
    /// keywords, and as is valid in every target language).
    private func finish(_ name: String, fallback: String) -> String {
        var result = name.isEmpty ? fallback : name
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        if reservedWords.contains(result) { result += "_" }
        return result
    }
}
