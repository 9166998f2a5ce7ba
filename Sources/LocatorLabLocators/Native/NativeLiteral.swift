/// String literals in the drivers' expression languages. Each is checked by
/// evaluating the expression it is part of, so an escape that the driver's
/// parser would read differently never reaches a suggestion.
public enum NativeLiteral {
    /// An NSPredicate string: single quotes, with `\` and `'` escaped and
    /// control characters written as NSPredicate's escapes.
    public static func predicate(_ value: String) -> String {
        var result = "'"
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "'"
    }

    /// A predicate inside a class chain's `` [`…`] ``: backticks doubled,
    /// as `FBClassChainQueryParser` reads them.
    public static func classChainPredicate(_ predicate: String) -> String {
        predicate.replacingOccurrences(of: "`", with: "``")
    }

    /// A predicate inside a class chain's `[$…$]`: dollar signs doubled.
    public static func descendantPredicate(_ predicate: String) -> String {
        predicate.replacingOccurrences(of: "$", with: "$$")
    }

    /// A UiSelector string argument. The UiAutomator2 server strips the
    /// quotes and replaces `\"` by `"`, nothing else, so only quotes are
    /// escaped; a value ending in a backslash cannot be written (the closing
    /// quote would read as escaped) and gives `nil`.
    public static func uiSelector(_ value: String) -> String? {
        guard !value.hasSuffix("\\") else { return nil }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
