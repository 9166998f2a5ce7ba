import LocatorLabLocators
import Testing

/// `#` in a locators file: a comment at the start of a line or after
/// whitespace, never inside a string literal.
@Suite("Comments on a locators-file line")
struct XPathLineCommentTests {
    static let cases: [(line: String, expression: String)] = [
        ("//x  # note", "//x"),
        ("//x\t#note", "//x"),
        ("# a whole line", ""),
        ("//*[@name='#1']", "//*[@name='#1']"),
        ("//*[@name='a #1']  # the first", "//*[@name='a #1']"),
        ("//*[@name=\"a #b\"] # quoted", "//*[@name=\"a #b\"]"),
        ("//*[@name=\"it's #1\"]", "//*[@name=\"it's #1\"]"),
        // Not after whitespace: left for the XPath compiler to refuse.
        ("//x#y", "//x#y"),
        ("//x", "//x"),
    ]

    @Test(arguments: cases)
    func commentsAreStrippedOutsideLiterals(line: String, expression: String) {
        #expect(XPathLineComment.stripped(line) == expression)
    }
}
