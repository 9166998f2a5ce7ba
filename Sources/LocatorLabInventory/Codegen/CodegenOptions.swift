/// What `locatorlab codegen` writes: the language and the names around the constants.
public struct CodegenOptions: Sendable, Hashable {
    public var language: CodegenLanguage
    /// The outermost namespace (`Identifiers.Users.UserDetails.label`). In
    /// Java the file must be called `<rootNamespace>.java`.
    public var rootNamespace: String
    /// The Java or Kotlin package, if any.
    public var package: String?

    public init(language: CodegenLanguage, rootNamespace: String = "Identifiers", package: String? = nil) {
        self.language = language
        self.rootNamespace = rootNamespace
        self.package = package
    }

    /// Checks the names before any code is written.
    func validate() throws(InventoryError) {
        guard Self.isPlainIdentifier(rootNamespace), !language.reservedWords.contains(rootNamespace) else {
            throw .invalidRootNamespace(rootNamespace)
        }
        guard let package else { return }
        guard language == .java || language == .kotlin else { throw .packageNotSupported(language: language.rawValue) }
        let parts = package.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Contextual Java words (`record`, `var`…) are fine in package names.
        let keywords = language.reservedWords.subtracting(["var", "yield", "record", "sealed", "permits"])
        guard parts.allSatisfy({ Self.isPlainIdentifier($0) && !keywords.contains($0) }) else {
            throw .invalidPackage(package)
        }
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
    }
}
