import LocatorLabLocators

/// How one language writes the pieces of a constants file. Each method
/// returns lines without indentation; ``IdentifierCodegen`` indents them.
protocol ConstantsSyntax {
    /// What starts a comment line (`//`, `#`).
    var commentPrefix: String { get }
    /// Whether header comments must be ASCII (Java reads `\u` escapes in comments).
    var asciiComments: Bool { get }
    /// Lines between the header comment and the root namespace (package,
    /// lint switches), blank lines included.
    func preamble(package: String?) -> [String]
    func openNamespace(_ name: String, isRoot: Bool) -> String
    /// The line closing a namespace, or `nil` where indentation ends it.
    var closeNamespace: String? { get }
    /// The body of a namespace with nothing in it, if the language needs one.
    var emptyBody: String? { get }
    func constant(_ name: String, value: String) -> [String]
    func function(_ name: String, parameters: [String], pieces: [IdentifierTemplate.Piece]) -> [String]
}

extension ConstantsSyntax {
    /// Text for a comment line: printable characters only (anything else
    /// becomes `?`), and ASCII only when ``asciiComments`` (Java reads `\u`
    /// escapes even in comments, so a backslash is replaced as well).
    func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isASCII = scalar.value >= 0x20 && scalar.value < 0x7F
            if StringLiteralRules.Escaping.isInvisible(scalar) || (asciiComments && (!isASCII || scalar == "\\")) {
                result += "?"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
