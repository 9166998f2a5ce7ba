import LocatorLabTestSources
import Testing

/// A project helper (`--xpath-helper`) whose XPath argument is not known
/// is reported by that argument, never by the driver passed before it.
@Suite("helpers name their locator argument")
struct HelperArgumentTests {
    @Test func theHelpersLocatorParameterChoosesTheArgument() throws {
        let sources = try [
            ("helpers.py", "def xpath_click(driver, xpath):\n    driver.find_element(AppiumBy.XPATH, xpath).click()\n"),
            ("pages.py", "class Page:\n    def __init__(self, driver):\n        self.driver = driver\n"),
            ("test_a.py", "def test_row(driver, row):\n    xpath_click(driver, row)\n"),
        ].map { try LexedSource.lex(Array($0.1.utf8), file: $0.0, language: .python) }
        let found = XPathLocatorScanner.scan(sources, helpers: [XPathHelper(name: "xpath_click")]).locators.flatMap { $0 }
        let call = try #require(found.first { $0.form == .helper })
        #expect(call.argumentText == "row")
        #expect(call.dynamicDetail == "comes from 'row', a parameter of 'test_row' (test_a.py:1)")
    }
}
