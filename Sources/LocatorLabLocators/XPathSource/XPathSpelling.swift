/// What is left of an XPath when how it is spelled is set aside: its
/// tokens (XPath 1.0 §3.7), each string literal by its content. Two XPaths
/// with the same key are the same expression written differently: one
/// quote character or the other (`@class='x'`, `@class="x"`), or other
/// whitespace between tokens (`[ @name = 'x' ]`). Whitespace inside a
/// token or a literal, and every other difference, still tells them apart.
/// A suite that writes one locator both ways, as Appium's sample code does,
/// then counts it once.
public enum XPathSpelling {
    /// The key of `expression`; `nil` when it does not tokenize cleanly
    /// (an unterminated literal), so that only identical text is merged.
    public static func key(of expression: String) -> String? {
        let characters = Array(expression)
        var parts: [String] = []
        for token in XPathTokenizer.tokens(of: characters) {
            let text = String(characters[token.offset..<token.end])
            switch token.kind {
            case .literal:
                guard text.count >= 2, text.first == text.last else { return nil }
                parts.append("l" + text.dropFirst().dropLast())
            case .name(let name): parts.append("n" + name)
            case .star: parts.append("*")
            case .number(let digits): parts.append("#" + digits)
            case .variable: parts.append("v" + text)
            case .symbol(let symbol): parts.append("s" + symbol)
            }
        }
        // A separator no token holds: U+0000 cannot appear in XML or XPath text.
        return parts.joined(separator: "\u{0}")
    }
}
