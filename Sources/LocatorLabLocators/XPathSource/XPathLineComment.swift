/// A comment on a line that holds one XPath, as in a locators file: `#`
/// starts it at the start of the line or after whitespace, outside string
/// literals, so `//x  # note` is `//x` while `//*[@name='#1']` and
/// `//*[@name="a #b"]` stay whole. `#` is never XPath 1.0 syntax outside a
/// literal, so no valid expression loses anything.
public enum XPathLineComment {
    /// `line` without its comment and the whitespace before it.
    public static func stripped(_ line: String) -> String {
        var quote: Character?
        var previous: Character?
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == nil || previous!.isWhitespace {
                end = index
                break
            }
            previous = character
        }
        var kept = line[..<end]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return String(kept)
    }
}
