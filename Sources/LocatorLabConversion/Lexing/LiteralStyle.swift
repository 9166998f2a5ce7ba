/// How a string literal was written, so a replacement can be written the same
/// way: `r'…'` stays raw and single-quoted, `@"…"` stays verbatim.
struct LiteralStyle: Sendable, Hashable {
    /// What comes before the opening delimiter, as written: `r`, `f`, `@`,
    /// `$`, `%q`; empty for none.
    var prefix: String
    /// The opening delimiter: `"`, `'`, `"""`, `'''`, `` ` ``, or the
    /// bracket of a Ruby `%q(…)` literal.
    var delimiter: String
}
