import LocatorLabFiles

/// An XPath locator found in a test source, or an XCUITest query found in a
/// Swift one (``xcuiQuery``): where it is, how it is written, and the XPath
/// (or query) itself when it is a constant.
public struct FoundLocator: Sendable, Hashable {
    /// The file, as the caller named it.
    public var file: String
    public var language: SourceLanguage
    public var form: LocatorCallForm
    /// The call as written before the XPath, without receivers: `By.xpath`,
    /// `find_elements_by_xpath`, `:xpath`, `$`, `@FindBy`.
    public var call: String
    /// The XPath, when the source spells it out; `nil` when it is built at
    /// run time (interpolation, concatenation with variables, format calls,
    /// a variable or constant).
    public var expression: String?
    /// The XPath argument exactly as written.
    public var argumentText: String
    /// Where the XPath argument starts: 1-based line, and column in Unicode
    /// code points.
    public var position: SourcePosition
    /// Where the XPath argument ends (exclusive), in the same units.
    public var endPosition: SourcePosition
    /// The argument's byte range in the source's UTF-8 text.
    public var argumentRange: Range<Int>
    /// Whether the call looks up several elements (`findElements`, `$$`).
    public var findsSeveral: Bool
    /// Whether the call is known to use only the first match, in document
    /// order: a singular find the client defines (`findElement`,
    /// `find_element`, `FindElement`, `$`, an AppiumLibrary keyword acting
    /// on one element). `false` when that is not known: a `By` stored for
    /// later, a PageFactory field, a project helper. Only such a call can be
    /// proven on its first match alone (convert's "same-first-element").
    public var findsOne: Bool
    /// For a dynamic locator, how it is built: "interpolates values into
    /// the string", "joins string literals with values computed at run
    /// time", or "comes from a variable, constant or call".
    public var dynamicDetail: String?
    /// How the XPath was known: written at the call, a constant or variable
    /// declared with a literal value, a project helper's argument, or not
    /// statically (dynamic).
    public var valueSource: LocatorValueSource
    /// The declaration the argument names, when the XPath came from one.
    public var constant: ConstantReference?
    /// The project helper the call goes through (`--xpath-helper`).
    public var helper: XPathHelper?

    /// The pieces of the call the rewrite changes.
    package var anchors: RewriteAnchors
    /// How the first literal of the argument was written.
    package var literalStyle: LiteralStyle?
    /// For a Swift XCUITest query (``LocatorCallForm/xcuiQuery``), its
    /// steps and use; ``expression`` is then the query, not an XPath.
    public var xcuiQuery: XCUIQuerySource? = nil

    /// Whether the XPath is built at run time.
    public var isDynamic: Bool { expression == nil }
}
