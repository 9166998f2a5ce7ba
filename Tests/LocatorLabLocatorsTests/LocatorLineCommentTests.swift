import LocatorLabLocators
import Testing

/// `#` in a locators file: a comment at the start of a line or after
/// whitespace, never inside a string literal of the line's grammar.
@Suite("Comments on a locators-file line")
struct LocatorLineCommentTests {
    static let xpathCases: [(line: String, expression: String)] = [
        ("//x  # note", "//x"),
        ("//x\t#note", "//x"),
        ("# a whole line", ""),
        ("//*[@name='#1']", "//*[@name='#1']"),
        ("//*[@name='a #1']  # the first", "//*[@name='a #1']"),
        ("//*[@name=\"a #b\"] # quoted", "//*[@name=\"a #b\"]"),
        ("//*[@name=\"it's #1\"]", "//*[@name=\"it's #1\"]"),
        // XPath has no escapes: `\` does not keep the literal open.
        (#"//*[@name='a\'] # b"#, #"//*[@name='a\']"#),
        // Not after whitespace: left for the XPath compiler to refuse.
        ("//x#y", "//x#y"),
        ("//x", "//x"),
    ]

    @Test(arguments: xpathCases)
    func commentsAreStrippedOutsideXPathLiterals(line: String, expression: String) {
        #expect(LocatorLineComment.stripped(line, strategy: .xpath) == expression)
    }

    /// Each grammar's literals: NSPredicate's `\` escapes, UiSelector's
    /// double quotes only, none for identifiers.
    static let otherCases: [(line: String, strategy: LocatorStrategy, expression: String)] = [
        (#"name == 'a\' #1' # note"#, .predicate, #"name == 'a\' #1'"#),
        (#"name == "a\\" # note"#, .predicate, #"name == "a\\""#),
        (#"**/XCUIElementTypeCell[`name == "x #1"`]  # cell"#, .classChain, #"**/XCUIElementTypeCell[`name == "x #1"`]"#),
        (#"new UiSelector().text("it's #1")  # note"#, .uiAutomator, #"new UiSelector().text("it's #1")"#),
        (#"new UiSelector().text("say \" #1") # q"#, .uiAutomator, #"new UiSelector().text("say \" #1")"#),
        // `'` is no UiSelector literal, so the `#` after it is a comment.
        (#"text("a") 'x #y'"#, .uiAutomator, #"text("a") 'x"#),
        ("Item 'a #3'", .accessibilityID, "Item 'a"),
        ("Item#3", .accessibilityID, "Item#3"),
    ]

    @Test(arguments: otherCases)
    func commentsFollowEachGrammarsLiterals(line: String, strategy: LocatorStrategy, expression: String) {
        #expect(LocatorLineComment.stripped(line, strategy: strategy) == expression)
    }
}
