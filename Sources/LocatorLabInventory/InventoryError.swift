/// Why an inventory tool cannot do what it was asked. Messages are lowercase
/// fragments, so the CLI can print them as `error: <message>`.
public enum InventoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The root namespace of generated code is not a plain identifier.
    case invalidRootNamespace(String)
    /// The Java/Kotlin package is not a dotted list of plain identifiers.
    case invalidPackage(String)
    /// A package was given for a language that has none.
    case packageNotSupported(language: String)
    /// The naming convention is not a valid regular expression.
    case invalidConvention(pattern: String, reason: String)
    /// The minimum coverage is not a percentage between 0 and 100.
    case invalidMinimumCoverage(Double)
    /// A `codegen --requests` file is not a `convert --format json` report.
    case invalidRequestsFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidRootNamespace(let name):
            return
                "the root namespace '\(name)' is not an identifier (ASCII letters, digits and _, not starting with a digit, "
                + "and not a keyword or reserved type name of the target language)"
        case .invalidPackage(let name):
            return "the package '\(name)' is not a dotted list of identifiers (e.g. com.example.uitests)"
        case .packageNotSupported(let language):
            return "--package applies to java and kotlin output, not \(language)"
        case .invalidConvention(let pattern, let reason):
            return "the convention '\(pattern)' is not a valid regular expression: \(reason)"
        case .invalidMinimumCoverage(let value):
            return "the minimum coverage \(value) is not a percentage between 0 and 100"
        case .invalidRequestsFile(let path, let reason):
            return "\(path): not a convert report with identifier requests: \(reason)"
        }
    }
}
