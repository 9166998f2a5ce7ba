/// Writes a string as an XPath 1.0 literal. XPath 1.0 has no escape
/// sequences, so a value holding both quote kinds becomes a `concat(…)` call.
public enum XPathLiteral {
    /// `'value'`, or `"value"` when it contains `'`, or
    /// `concat('a', "'", 'b')` when it contains both.
    public static func quoted(_ value: String) -> String {
        if !value.contains("'") { return "'\(value)'" }
        if !value.contains("\"") { return "\"\(value)\"" }
        var parts: [String] = []
        var current = ""
        for character in value {
            if character == "'" {
                if !current.isEmpty { parts.append("'\(current)'") }
                parts.append("\"'\"")
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append("'\(current)'") }
        return "concat(\(parts.joined(separator: ", ")))"
    }
}
