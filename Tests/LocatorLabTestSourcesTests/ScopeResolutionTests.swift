import LocatorLabTestSources
import Testing

/// Names resolve where they are used, the way each language scopes them,
/// and XPaths that project functions build from known values are evaluated.
@Suite("names in lexical scopes, project helpers, import forms")
struct ScopeResolutionTests {
    /// The locators of `files` (name, language, text) scanned together.
    static func scan(_ files: [(String, SourceLanguage, String)]) throws -> [FoundLocator] {
        let sources = try files.map { try LexedSource.lex(Array($0.2.utf8), file: $0.0, language: $0.1) }
        return XPathLocatorScanner.scan(sources, helpers: []).locators.flatMap { $0 }
    }

    static func scan(_ text: String, _ language: SourceLanguage) throws -> [FoundLocator] {
        try scan([("t", language, text)])
    }

    /// Two functions each declaring `xpath` once: each is its own variable
    /// (before scopes, both were "assigned 2 times").
    @Test(arguments: [
        ("void a() { String xpath = \"//a\"; d.findElement(By.xpath(xpath)); }\n"
            + "void b() { String xpath = \"//b\"; d.findElement(By.xpath(xpath)); }\n", SourceLanguage.java),
        ("fun a() { val xpath = \"//a\"; d.findElement(By.xpath(xpath)) }\n"
            + "fun b() { val xpath = \"//b\"; d.findElement(By.xpath(xpath)) }\n", .kotlin),
        ("void A() { var xpath = \"//a\"; d.FindElement(By.XPath(xpath)); }\n"
            + "void B() { var xpath = \"//b\"; d.FindElement(By.XPath(xpath)); }\n", .csharp),
        ("def a(d):\n    xpath = '//a'\n    d.find_element(By.XPATH, xpath)\n\n"
            + "def b(d):\n    xpath = '//b'\n    d.find_element(By.XPATH, xpath)\n", .python),
        ("it('a', () => { const xpath = '//a'; $(xpath); });\nit('b', () => { const xpath = '//b'; $(xpath); });\n",
            .javascript),
        ("it 'a' do\n  xpath = '//a'\n  find_element(:xpath, xpath)\nend\n\n"
            + "it 'b' do\n  xpath = '//b'\n  find_element(:xpath, xpath)\nend\n", .ruby),
        ("*** Test Cases ***\nA\n    ${xpath}=    Set Variable    xpath=//a\n    Click Element    ${xpath}\n"
            + "B\n    ${xpath}=    Set Variable    xpath=//b\n    Click Element    ${xpath}\n", .robot),
    ])
    func sameNamedLocalsOfTwoFunctionsAreTwoVariables(_ source: String, _ language: SourceLanguage) throws {
        let found = try Self.scan(source, language)
        #expect(found.map(\.expression) == ["//a", "//b"], "\(found.map { $0.dynamicDetail ?? "" })")
    }

    /// A helper's parameter is named as what it is, never as a same-named
    /// local of another function.
    @Test(arguments: [
        ("void a() { String xpath = \"//a\"; }\nvoid tap(String xpath) { d.findElement(By.xpath(xpath)); }\n",
            SourceLanguage.java, "'xpath', a parameter of 'tap' (t:2)"),
        ("def a():\n    xpath = '//a'\n\ndef tap(d, xpath):\n    d.find_element(By.XPATH, xpath)\n", .python,
            "'xpath', a parameter of 'tap' (t:4)"),
        ("def a\n  xpath = '//a'\nend\n\ndef tap(xpath)\n  find_element(:xpath, xpath)\nend\n", .ruby,
            "'xpath', a parameter of 'tap' (t:5)"),
        ("*** Keywords ***\nTap\n    [Arguments]    ${xpath}\n    Click Element    ${xpath}\n"
            + "Other\n    ${xpath}=    Set Variable    xpath=//a\n", .robot, "'${xpath}', a parameter of 'Tap' (t:3)"),
    ])
    func aParameterIsNamedAsOne(_ source: String, _ language: SourceLanguage, _ reason: String) throws {
        let locator = try #require(try Self.scan(source, language).first { $0.isDynamic })
        #expect(locator.dynamicDetail?.contains(reason) == true, "\(locator.dynamicDetail ?? "nil")")
    }

    /// How each language shadows: JavaScript's `var` belongs to the
    /// function, `let` to its block; a Python method does not see its class
    /// body's names bare (only through `self.`); a Ruby `def` sees no local
    /// from outside it.
    @Test(arguments: [
        ("function f() { if (x) { var xpath = '//a'; } $(xpath); }\n", SourceLanguage.javascript, "//a"),
        ("const xpath = '//file';\nfunction f() { if (x) { let xpath = '//a'; } $(xpath); }\n", .javascript, "//file"),
        ("XPATH = '//module'\nclass P:\n    XPATH = '//class'\n\n    def t(self, d):\n"
            + "        d.find_element(By.XPATH, XPATH)\n        d.find_element(By.XPATH, self.XPATH)\n", .python,
            "//module"),
    ])
    func shadowingFollowsTheLanguage(_ source: String, _ language: SourceLanguage, _ first: String) throws {
        let found = try Self.scan(source, language)
        #expect(found.first?.expression == first, "\(found.map { $0.dynamicDetail ?? $0.expression ?? "" })")
        if language == .python { #expect(found.last?.expression == "//class") }
    }

    /// Fields set in a constructor belong to the object: Ruby's `@x`,
    /// Python's `self.x`, JavaScript's `this.x`.
    @Test(arguments: [
        ("class P\n  def initialize\n    @pay = '//a'\n  end\n\n  def tap\n    find_element(:xpath, @pay)\n  end\nend\n",
            SourceLanguage.ruby),
        ("class P:\n    def __init__(self):\n        self.pay = '//a'\n\n    def tap(self, d):\n"
            + "        d.find_element(By.XPATH, self.pay)\n", .python),
        ("class P {\n  constructor() { this.pay = '//a'; }\n  tap() { return $(this.pay); }\n}\n", .javascript),
    ])
    func aFieldSetInTheConstructorIsTheObjects(_ source: String, _ language: SourceLanguage) throws {
        let found = try Self.scan(source, language)
        #expect(found.first?.expression == "//a", "\(found.map { $0.dynamicDetail ?? "" })")
    }

    @Test func aRubyMethodSeesNoOuterLocal() throws {
        let found = try Self.scan("xpath = '//a'\n\ndef t\n  find_element(:xpath, xpath)\nend\n", .ruby)
        #expect(found.first?.isDynamic == true)
    }

    /// A project function returning an XPath built from its parameters,
    /// called with literals: the XPath is known at the call.
    @Test(arguments: [
        ("static String byText(String t) { return \"//*[@text='\" + t + \"']\"; }\n"
            + "void a() { d.findElement(By.xpath(byText(\"OK\"))); }\n", SourceLanguage.java),
        ("static String byText(String t) { return String.format(\"//*[@text='%s']\", t); }\n"
            + "void a() { d.findElement(By.xpath(byText(\"OK\"))); }\n", .java),
        ("fun byText(t: String) = \"//*[@text='$t']\"\nfun a() { d.findElement(By.xpath(byText(\"OK\"))) }\n", .kotlin),
        ("static string ByText(string t) => $\"//*[@text='{t}']\";\n"
            + "void A() { d.FindElement(By.XPath(ByText(\"OK\"))); }\n", .csharp),
        ("static string ByText(string t) { return string.Format(\"//*[@text='{0}']\", t); }\n"
            + "void A() { d.FindElement(By.XPath(ByText(\"OK\"))); }\n", .csharp),
        ("class P:\n    def by_text(self, t):\n        return f\"//*[@text='{t}']\"\n\n"
            + "    def a(self, d):\n        d.find_element(By.XPATH, self.by_text('OK'))\n", .python),
        ("def by_text(t):\n    return \"//*[@text='%s']\" % t\n\nd.find_element(By.XPATH, by_text('OK'))\n", .python),
        ("def by_text(t):\n    return \"//*[@text='{}']\".format(t)\n\nd.find_element(By.XPATH, by_text(t='OK'))\n", .python),
        ("const byText = (t) => `//*[@text='${t}']`;\n$(byText('OK'));\n", .javascript),
        ("function byText(t) {\n  return \"//*[@text='\" + t + \"']\";\n}\n$(byText('OK'));\n", .javascript),
        ("def by_text(t)\n  \"//*[@text='#{t}']\"\nend\n\nfind_element(:xpath, by_text('OK'))\n", .ruby),
        ("*** Keywords ***\nBy Text\n    [Arguments]    ${t}\n    RETURN    xpath=//*[@text='${t}']\n\n"
            + "*** Test Cases ***\nA\n    ${x}=    By Text    OK\n    Click Element    ${x}\n", .robot),
    ])
    func aHelperCalledWithLiteralsGivesItsXPath(_ source: String, _ language: SourceLanguage) throws {
        let locator = try #require(try Self.scan(source, language).last)
        #expect(locator.expression == "//*[@text='OK']", "\(locator.dynamicDetail ?? "nil")")
        #expect(locator.valueSource == .helper)
    }

    /// Across files, and naming the argument that is not known.
    @Test func aHelperOfAnotherFileWithAnUnknownArgumentNamesIt() throws {
        let found = try Self.scan([
            ("Support.cs", .csharp,
                "static class SupportLib {\n    public static string GetXPath(string type, string attr, string value)\n"
                + "    { return $\"//XCUIElementType{type}[@{attr}='{value}']\"; }\n}\n"),
            ("Tests.cs", .csharp,
                "class T {\n    void A() { d.FindElement(By.XPath(SupportLib.GetXPath(\"Button\", \"name\", \"OK\"))); }\n"
                + "    void B(string label) { d.FindElement(By.XPath(SupportLib.GetXPath(\"Button\", \"name\", label))); }\n}\n"),
        ])
        #expect(found.first?.expression == "//XCUIElementTypeButton[@name='OK']")
        let dynamic = try #require(found.last)
        #expect(dynamic.isDynamic)
        #expect(
            dynamic.dynamicDetail
                == "is built by 'GetXPath' (Support.cs:2) from its argument 'value', which comes from 'label', "
                + "a parameter of 'B' (Tests.cs:3)")
    }

    /// Import and declaration forms.
    @Test func pythonFromImportOfAModuleUnderAnAlias() throws {
        let found = try Self.scan([
            ("pages/locators.py", .python, "PAY = '//pay'\n"),
            ("test_a.py", .python, "from pages import locators as loc\n\nd.find_element(By.XPATH, loc.PAY)\n"),
        ])
        #expect(found.first?.expression == "//pay")
        #expect(found.first?.constant?.file == "pages/locators.py")
    }

    @Test func rubyModuleConstantsWithFreeze() throws {
        let found = try Self.scan([
            ("locators.rb", .ruby, "module Checkout\n  module Locators\n    PAY = '//pay'.freeze\n  end\nend\n"),
            ("spec.rb", .ruby, "find_element(:xpath, Checkout::Locators::PAY)\n"),
        ])
        #expect(found.first?.expression == "//pay")
        #expect(found.first?.valueSource == .constant)
    }

    /// Robot Framework: one variable however it is spelled, and the scope
    /// setters' `${NAME}`, `\${NAME}` and `$NAME`.
    @Test(arguments: ["${Login Button}", "\\${Login Button}", "$LOGIN_BUTTON"])
    func robotScopeSettersInEverySpelling(_ name: String) throws {
        let found = try Self.scan(
            "*** Keywords ***\nOpen\n    Set Suite Variable    \(name)    xpath=//a\n\n*** Test Cases ***\nT\n"
                + "    Open\n    Click Element    ${login_button}\n    Click Element    ${LOGINBUTTON}\n", .robot)
        #expect(found.map(\.expression) == ["//a", "//a"])
    }

    @Test(arguments: [
        "@FindBy(using = \"//a\", how = How.XPATH)", "@FindBy(how = How.XPATH, using = \"//a\")",
        "@FindBy(using = \"//a\", how = XPATH)",
    ])
    func seleniumFindByWithHowAndUsingInEitherOrder(_ annotation: String) throws {
        let found = try Self.scan("class P {\n    \(annotation)\n    WebElement a;\n}\n", .java)
        #expect(found.first?.expression == "//a")
        #expect(found.first?.form == .findByAnnotation)
    }

    /// appium_lib writes its helpers' XPaths as `%(…)` on the method's
    /// last line, right after `def name(…)`.
    @Test func aRubyPercentLiteralStartingALineIsALiteral() throws {
        let found = try Self.scan(
            "def string_attr_exact(class_name, attr, value)\n  %(//#{class_name}[@#{attr}=\"#{value}\"])\nend\n\n"
                + "find_element(:xpath, string_attr_exact('XCUIElementTypeButton', 'name', 'OK'))\n", .ruby)
        #expect(found.first?.expression == "//XCUIElementTypeButton[@name=\"OK\"]")
    }
}


