import LocatorLabConversion
import LocatorLabTestSources
import Testing

/// Names used as locator arguments resolve statically, never by running
/// code, and stay dynamic with the reason when they cannot.
@Suite("convert: constants and variables resolved statically")
struct ConstantResolutionTests {
    static func locators(_ source: String, _ language: SourceLanguage) throws -> [FoundLocator] {
        try XPathLocatorScanner.scan(source: source, language: language, file: "t")
    }

    @Test func aConstantDeclaredOnceResolvesAndSaysWhere() throws {
        let found = try Self.locators(
            "X = \"//a\" \"[1]\"\n\ndef test(driver):\n    driver.find_element(AppiumBy.XPATH, X)\n", .python)
        let locator = try #require(found.first)
        #expect(locator.expression == "//a[1]")
        #expect(locator.valueSource == .constant)
        #expect(locator.constant?.name == "X")
        #expect(locator.constant?.position.line == 1)
    }

    /// Robot's `Set Suite Variable    ${NAME}    value` (and the test, task
    /// and global forms) names its variable in the first argument.
    @Test func aRobotScopeSetterDeclaresAVariable() throws {
        let found = try Self.locators(
            "*** Keywords ***\nOpen\n    Set Suite Variable    ${DONE}    xpath=//a\n\n*** Test Cases ***\nT\n"
                + "    Open\n    Click Element    ${DONE}\n", .robot)
        #expect(found.first?.valueSource == .variable)
        #expect(found.first?.expression == "//a")
    }

    @Test func aLocalAssignedOnceIsAVariable() throws {
        let found = try Self.locators(
            "void t() {\n  String help = \"//a\";\n  driver.findElement(By.xpath(help));\n}\n", .java)
        #expect(found.first?.valueSource == .variable)
        #expect(found.first?.expression == "//a")
    }

    @Test(arguments: [
        // Assigned twice.
        ("row = '//a'\nrow = '//b'\ndriver.find_element(AppiumBy.XPATH, row)\n", SourceLanguage.python, "assigned 2 times"),
        ("row = '//a'\nrow += '[1]'\ndriver.find_element(AppiumBy.XPATH, row)\n", .python, "assigned 2 times"),
        // Built at run time.
        ("row = '//a[' + str(i) + ']'\ndriver.find_element(AppiumBy.XPATH, row)\n", .python, "computed at run time"),
        // Not declared here: a keyword argument, a comparison and a parameter declare nothing.
        ("f(row='//a')\nif row == '//b': pass\ndriver.find_element(AppiumBy.XPATH, row)\n", .python, "a parameter"),
        ("driver.findElement(By.xpath(Other.ROW));\n", .java, "'Other.ROW', which is not declared"),
        ("find_element(:xpath, Other::ROW)\n", .ruby, "'Other::ROW', which is not declared"),
        // Two spellings of one Robot variable are one variable assigned twice.
        ("*** Test Cases ***\nT\n    ${row}=    Set Variable    xpath=//a\n    ${ROW}=    Set Variable    xpath=//b\n"
            + "    Click Element    ${Row}\n", .robot, "assigned 2 times"),
        ("driver.find_element(AppiumBy.XPATH, build(3))\n", .python, "returned by a call to 'build'"),
    ])
    func staysDynamicWithTheReason(_ source: String, _ language: SourceLanguage, _ reason: String) throws {
        let locator = try #require(try Self.locators(source, language).last)
        #expect(locator.isDynamic)
        #expect(locator.valueSource == .dynamic)
        #expect(locator.dynamicDetail?.contains(reason) == true, "\(locator.dynamicDetail ?? "nil")")
    }

    @Test(arguments: [
        ("object L {\n    val X: String = \"//a\"\n}\nfun t() { driver.findElement(By.xpath(L.X)) }\n", SourceLanguage.kotlin),
        ("class L {\n    public const string X = \"//a\";\n    static readonly string Y = X;\n"
            + "    void T() { driver.FindElement(By.XPath(L.X)); }\n}\n", .csharp),
        ("const L = {\n  x: '//a',\n};\n$(L.x);\n", .javascript),
        ("X = '//a'\nfind_element(:xpath, X)\n", .ruby),
        // Ruby names a module's constant with `::`, nested modules too.
        ("module L\n  X = '//a'\nend\nfind_element(:xpath, L::X)\n", .ruby),
        ("module Pages\n  module L\n    X = '//a'\n  end\nend\nfind_element(:xpath, Pages::L::X)\n", .ruby),
        ("*** Variables ***\n${X}    xpath=//a\n\n*** Test Cases ***\nT\n    Click Element    ${X}\n", .robot),
        // Robot matches variables ignoring case, spaces and underscores.
        ("*** Variables ***\n${Sign In}    xpath=//a\n\n*** Test Cases ***\nT\n    Click Element    ${SIGN_IN}\n", .robot),
    ])
    func eachLanguageResolvesItsDeclarations(_ source: String, _ language: SourceLanguage) throws {
        let locator = try #require(try Self.locators(source, language).first)
        #expect(locator.expression == "//a")
        #expect(locator.valueSource == .constant)
    }

    @Test func helpersAreFoundByNameAndKeyword() throws {
        let source = "xpath_click(driver, '//a')\nclick_it(xpath='//b', wait=2)\n"
        let found = try XPathLocatorScanner.scan(
            source: source, language: .python, file: "t",
            helpers: [XPathHelper(name: "xpath_click"), XPathHelper(name: "click_it")])
        #expect(found.map(\.expression) == ["//a", "//b"])
        #expect(found.allSatisfy { $0.valueSource == .helper && $0.form == .helper })
        #expect(XPathHelper(argument: "xpath_click=accessibility_click")?.replacement == "accessibility_click")
        #expect(XPathHelper(argument: "page.tap") != nil)
        #expect(XPathHelper(argument: "bad name") == nil)
        #expect(XPathHelper(argument: "x=") == nil)
    }

    @Test func aPythonLocatorTupleIsRewrittenWhereItIsDeclared() throws {
        let source = """
            SIGN_IN = (AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.signIn']")


            def test(driver):
                driver.find_element(*SIGN_IN).click()

            """
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        let result = try converter.convert(Array(source.utf8), file: "t.py", language: .python)
        let text = String(decoding: result.converted, as: UTF8.self)
        #expect(text.contains("SIGN_IN = (AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")"))
        #expect(text.contains("driver.find_element(*SIGN_IN).click()"))
    }
}
