/// Writes a string as an XPath 1.0 literal. XPath 1.0 has no escape
/// sequences, so a value holding both quote kinds becomes a `concat(…)` call.
public enum XPathLiteral {
    /// `'value'`, or `"value"` when it contains `'`, or
    /// `concat('a', "'", 'b')` when it contains both.
    ///
    /// Quotes are looked for among Unicode scalars, not Characters: a quote
    /// followed by a combining mark is one Character, yet XPath still ends
    /// the literal there.
    public static func quoted(_ value: String) -> String {
        let scalars = value.unicodeScalars
        if !scalars.contains("'") { return "'\(value)'" }
        if !scalars.contains("\"") { return "\"\(value)\"" }
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == "'" {
                if !current.isEmpty { parts.append("'\(String(current))'") }
                parts.append("\"'\"")
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { parts.append("'\(String(current))'") }
        return "concat(\(parts.joined(separator: ", ")))"
    }
}
