/// A language `locatorlab codegen` writes identifier constants in.
public enum CodegenLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case swift
    case kotlin
    case java
    case python

    /// The usual file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .swift: return "swift"
        case .kotlin: return "kt"
        case .java: return "java"
        case .python: return "py"
        }
    }

    /// The language a file extension stands for (`swift`, `kt`, `java`, `py`).
    public init?(fileExtension: String) {
        guard let language = Self.allCases.first(where: { $0.fileExtension == fileExtension.lowercased() }) else {
            return nil
        }
        self = language
    }
}
