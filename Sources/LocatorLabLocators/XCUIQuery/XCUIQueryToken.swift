/// One token of an XCUITest query expression, with the character offset it
/// starts at so that errors can point into the expression.
struct XCUIQueryToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// `app`, `buttons`, `element`, `matching`, `NSPredicate`, `nil`.
        case identifier(String)
        /// A Swift string literal, its escapes resolved.
        case string(String)
        /// An integer literal, with its sign when written (`-1`).
        case integer(Int)
        /// `.` `(` `)` `[` `]` `,` `:`.
        case symbol(Character)
        /// A character the grammar has no place for, or a string literal
        /// without its closing quote; the parser reports it.
        case invalid(String)
    }

    var kind: Kind
    var offset: Int
}
