/// A project helper that takes an XPath (`--xpath-helper NAME[=REPLACEMENT]`,
/// or `xpath-helpers` in the config file): calls to `name` are locators,
/// converted to `replacement(id)` when a replacement is given.
public struct XPathHelper: Sendable, Hashable, Codable {
    /// The function or method name as called (`xpath_click`,
    /// `getElementByXpath`); a dotted name matches that qualified call.
    public var name: String
    /// The helper taking an accessibility id instead, if the project has one.
    public var replacement: String?
    /// A library's own form LocatorLab knows without an option
    /// (`page_element(xpath=…)`): only its `xpath` keyword is an XPath.
    public var isBuiltIn: Bool

    public init(name: String, replacement: String? = nil, isBuiltIn: Bool = false) {
        self.name = name
        self.replacement = replacement
        self.isBuiltIn = isBuiltIn
    }

    /// Known libraries' helpers, per language: Python `page_objects`'
    /// `page_element(xpath=…)` and `multi_page_element(xpath=…)`, which
    /// take no accessibility id (found and measured, not rewritten).
    package static func builtIn(for language: SourceLanguage) -> [XPathHelper] {
        switch language {
        case .python:
            [XPathHelper(name: "page_element", isBuiltIn: true), XPathHelper(name: "multi_page_element", isBuiltIn: true)]
        default: []
        }
    }

    /// Parses `NAME` or `NAME=REPLACEMENT`; `nil` when a part is not a name
    /// (letters, digits, `_`, `$`, dots between parts).
    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, Self.isName(name) else { return nil }
        if parts.count == 2 {
            guard Self.isName(parts[1]) else { return nil }
            self.init(name: name, replacement: parts[1])
        } else {
            self.init(name: name)
        }
    }

    /// The name's last part, the token a call ends with.
    package var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The qualifiers a dotted name requires before the simple name.
    package var qualifiers: [String] { name.split(separator: ".").dropLast().map(String.init) }

    private static func isName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
                return part.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$"
                }
            }
    }
}
