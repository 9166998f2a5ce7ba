/// A comment on a line that holds one locator, as in a locators file: `#`
/// starts it at the start of the line or after whitespace, outside the
/// string literals of the locator's grammar, whatever the strategy (issue 29,
/// item 13: `~id  # note` kept `  # note` in the id). So `//x  # note` is
/// `//x` and `~Login  # the button` is `Login`, while `//*[@name='#1']`,
/// `name == "#1"` and `text("a #1")` stay whole.
///
/// The literals are each grammar's own:
/// - XPath 1.0: `'…'` or `"…"`, no escapes;
/// - `-ios predicate string` (and the predicates of a class chain, which WDA
///   hands to `NSPredicate`): `'…'` or `"…"`, a `\` escaping the next
///   character (``PredicateTokenizer``);
/// - `-android uiautomator`: `"…"`, closed by a `"` that no `\` precedes, as
///   UiAutomator2's `UiExpressionParser` reads it (``UiAutomatorParser``);
/// - accessibility id, id and class name: none, so an id holding ` #` cannot
///   be written in a locators file (a `--locator` can).
///
/// `#` is not XPath, UiSelector or class-chain syntax outside a literal, so
/// no valid expression loses anything. NSPredicate's `#key` (a reserved word
/// used as a key) after a space would be read as a comment; WebDriverAgent's
/// attribute names are no reserved words, so a real predicate never needs it.
public enum LocatorLineComment {
    /// `line` (a locator in its prefix form, ``Locator/init(prefixed:)``,
    /// read as `strategy`) without its comment and the whitespace before it.
    /// No prefix holds a quote or a `#`, so the prefix never starts a literal
    /// or a comment, and `~#3` is the id `#3`.
    public static func stripped(_ line: String, strategy: LocatorStrategy) -> String {
        let literals = Literals(strategy)
        var quote: Character?
        var escaped = false
        var previous: Character?
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && literals.backslashEscapes {
                    escaped = true
                } else if character == open && !(literals.backslashProtectsQuote && previous == "\\") {
                    quote = nil
                }
            } else if literals.quotes.contains(character) {
                quote = character
            } else if character == "#", previous?.isWhitespace ?? true {
                end = index
                break
            }
        }
        var kept = line[..<end]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return String(kept)
    }

    /// The string literals of a strategy's grammar.
    private struct Literals {
        var quotes: Set<Character> = []
        /// `\` escapes the character after it (NSPredicate).
        var backslashEscapes = false
        /// A quote after `\` does not close the literal, and a `\` escapes
        /// nothing else (UiAutomator2: `\\"` still does not close).
        var backslashProtectsQuote = false

        init(_ strategy: LocatorStrategy) {
            switch strategy {
            case .xpath:
                quotes = ["'", "\""]
            case .predicate, .classChain:
                quotes = ["'", "\""]
                backslashEscapes = true
            case .xcuitest:
                // Swift string literals, whose format strings may quote with '.
                quotes = ["\""]
                backslashEscapes = true
            case .uiAutomator:
                quotes = ["\""]
                backslashProtectsQuote = true
            case .accessibilityID, .id, .className:
                break
            }
        }
    }
}
