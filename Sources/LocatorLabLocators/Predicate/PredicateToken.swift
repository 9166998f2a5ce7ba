/// One token of an NSPredicate format string, with the character offset it
/// starts at so that errors can point into the expression.
struct PredicateToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A key path or keyword (`name`, `rect.x`, `AND`, `BEGINSWITH`);
        /// keywords are told apart by the parser, case-insensitively.
        case word(String)
        case string(String)
        case number(Double)
        /// `(` `)` `{` `}` `,` and the comparison and logical symbols
        /// (`==`, `=<`, `&&`, `!` …), normalised (`=` is `==`, `=<` is `<=`).
        case symbol(String)
        /// `[c]`, `[d]`, `[cd]` after a string operator: the letters inside.
        case modifier(String)
        /// `$VARIABLE` or `%@`: substitutions that WebDriverAgent never fills.
        case substitution(String)
        /// A string without its closing quote, or a character NSPredicate's
        /// grammar has no place for; the parser reports it.
        case invalid(String)
    }

    var kind: Kind
    var offset: Int
}
