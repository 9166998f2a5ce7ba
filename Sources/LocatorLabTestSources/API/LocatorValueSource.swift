/// How the XPath of a locator was known: the count of each tells a team how
/// much of its suite the converter reaches. The raw values are the
/// spellings in reports.
public enum LocatorValueSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Written at the call as string literals.
    case literal
    /// A constant declared once with a literal value (`static final`,
    /// `const`, `const val`, `val`, `static readonly`, an upper-case Python
    /// or Ruby name, a page-object property), in this file or another
    /// scanned one.
    case constant
    /// A variable assigned once with a literal value.
    case variable
    /// Through a project helper: the argument of a helper named with
    /// `--xpath-helper`, or the XPath a function of the scanned project
    /// builds from arguments known statically (`by_text("OK")`).
    case helper
    /// Built at run time, assigned more than once, or declared outside the
    /// scanned files: not known statically.
    case dynamic
}
