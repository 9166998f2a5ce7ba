/// A language whose test sources the converter reads. The raw values are the
/// spellings of `--language`.
public enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case java
    case kotlin
    case python
    case javascript
    case typescript
    case ruby
    case csharp
    /// Robot Framework with AppiumLibrary: `.robot` and `.resource` files.
    case robot
    /// Swift XCUITest sources, read with swift-syntax's parser (not the
    /// token lexers): their locators are XCUITest queries, not XPaths.
    case swift

    /// The language a file extension (without the dot, any case) stands
    /// for, or `nil` when it is none of the supported ones.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "java": self = .java
        case "kt", "kts": self = .kotlin
        case "py": self = .python
        case "js", "mjs", "cjs", "jsx": self = .javascript
        case "ts", "mts", "cts", "tsx": self = .typescript
        case "rb": self = .ruby
        case "cs": self = .csharp
        case "robot", "resource": self = .robot
        case "swift": self = .swift
        default: return nil
        }
    }

    /// The language of the file at `path`, from its extension.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(fileExtension: String(name[name.index(after: dot)...]))
    }

    /// Comments run `//` to the end of the line or `/* … */`.
    package var hasCStyleComments: Bool {
        switch self {
        case .java, .kotlin, .javascript, .typescript, .csharp, .swift: true
        case .python, .ruby, .robot: false
        }
    }

    /// JavaScript and TypeScript read the same way here.
    package var isJavaScriptFamily: Bool { self == .javascript || self == .typescript }

    /// Whether two string literals written next to each other form one
    /// string (`'a' 'b'` is `'ab'`).
    package var joinsAdjacentLiterals: Bool { self == .python || self == .ruby }
}
