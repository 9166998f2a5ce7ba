import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// What the scanner finds, per language: string-literal rules, comments,
/// call forms, dynamic locators and positions.
@Suite("XPathLocatorScanner")
struct ScannerTests {
    private func scan(_ source: String, _ language: SourceLanguage) throws -> [FoundLocator] {
        try XPathLocatorScanner.scan(source: source, language: language, file: "t")
    }

    private func expressions(_ source: String, _ language: SourceLanguage) throws -> [String?] {
        try scan(source, language).map(\.expression)
    }

    // MARK: - Escapes and quote styles

    @Test func javaEscapesAndTextBlocks() throws {
        let source = #"""
            By.xpath("//a[@n=\"q\" and @m='\u0041\t\\']");
            By.xpath("""
                //b[@n='x']
                """);
            By.xpath("//c" + "[@n='d']");
            """#
        #expect(try expressions(source, .java) == ["//a[@n=\"q\" and @m='A\t\\']", "//b[@n='x']\n", "//c[@n='d']"])
    }

    @Test func kotlinTemplatesMakeLiteralsDynamic() throws {
        let source = #"""
            By.xpath("//a[@n='\$x']")
            By.xpath("//a[@n='$x']")
            By.xpath("//a[@n='${x.y("}")}']")
            By.xpath("""//a[@n="raw \n"]""")
            By.xpath("a $ b")
            """#
        #expect(try expressions(source, .kotlin) == ["//a[@n='$x']", nil, nil, #"//a[@n="raw \n"]"#, "a $ b"])
    }

    @Test func pythonPrefixesQuotesAndAdjacentLiterals() throws {
        let source = #"""
            d.find_element(By.XPATH, r'//a[@n="\d"]')
            d.find_element(By.XPATH, '//a[@n=\'x\']\x41\u00e9')
            d.find_element(By.XPATH, """//a[@n="t"]""")
            d.find_element(By.XPATH, ('//a'
                                     "[@n='b']"))
            d.find_element(By.XPATH, f'//a[@n="{{x}}"]')
            d.find_element(By.XPATH, f'//a[@n="{x}"]')
            d.find_element(By.XPATH, U'//u')
            """#
        #expect(
            try expressions(source, .python) == [
                #"//a[@n="\d"]"#, "//a[@n='x']Aé", #"//a[@n="t"]"#, "//a[@n='b']", #"//a[@n="{x}"]"#, nil, "//u",
            ])
    }

    @Test func aBackslashEndingALineJoinsLinesInPythonAndRuby() throws {
        let python = "d.find_element(By.XPATH, \\\n    '//a')\nd.find_element_by_xpath(\\\r\n'//b')\n"
        #expect(try expressions(python, .python) == ["//a", "//b"])
        let ruby = "find_element :xpath, \\\n  '//c'\n"
        #expect(try expressions(ruby, .ruby) == ["//c"])
    }

    @Test func pythonNamedCharacterEscapesAreDecodedOrLeftAlone() throws {
        let source = #"""
            d.find_element(By.XPATH, '//a[@n="\N{BULLET}\N{latin small letter e with acute}"]')
            d.find_element(By.XPATH, r'//a[@n="\N{BULLET}"]')
            d.find_element(By.XPATH, f'//a[@n="\N{BULLET}"]')
            d.find_element(By.XPATH, '//a[@n="\N{NO SUCH CHARACTER NAME}"]')
            """#
        #expect(
            try expressions(source, .python) == [
                "//a[@n=\"\u{2022}\u{E9}\"]", #"//a[@n="\N{BULLET}"]"#, "//a[@n=\"\u{2022}\"]", nil,
            ])
    }

    @Test func javaScriptQuotesTemplatesAndRegularExpressions() throws {
        let source = #"""
            const r = /'$('\/\/x')/; const half = a / 2 / 3;
            $('//a[@n=\'q\']\u{1F600}');
            $("//b");
            $(`//c[@n="${n}"]`);
            $(`//d`);
            $('#css'); $('~id'); $('android=new UiSelector()');
            """#
        let found = try scan(source, .javascript)
        #expect(found.map(\.expression) == ["//a[@n='q']😀", "//b", nil, "//d"])
    }

    @Test func javaScriptLegacyOctalEscapes() throws {
        let source = #"""
            $('//a[@n="\101\0\08\477\8"]');
            """#
        #expect(try expressions(source, .javascript) == ["//a[@n=\"A\u{0}\u{0}8'78\"]"])
    }

    @Test func rubyDataAfterEndIsNotCode() throws {
        let source = "find_element(:xpath, '//a')\nx = :__END__\n__END__\nit's data: find_element(:xpath, '//b')\n"
        #expect(try expressions(source, .ruby) == ["//a"])
        #expect(try expressions("__END__\r\n'", .ruby) == [])
    }

    @Test func rubyQuotesPercentLiteralsAndInterpolation() throws {
        let source = ##"""
            find_element(:xpath, '//a[@n="\d"] it\'s')
            find_element(:xpath, "//b[@n='\#{x}'] \u00e9")
            find_element(:xpath, "//c[@n='#{x}']")
            find_element(:xpath, %q(//d[@n=(1)]))
            find_element(:xpath, %Q[//e])
            find_element(:xpath, '//f' "[@n='g']")
            find_element(:xpath, "//h[@n='#@name']")
            """##
        #expect(
            try expressions(source, .ruby) == [
                #"//a[@n="\d"] it's"#, "//b[@n='#{x}'] é", nil, "//d[@n=(1)]", "//e", "//f[@n='g']", nil,
            ])
    }

    @Test func csharpRegularVerbatimInterpolatedAndRaw() throws {
        let source = #"""
            By.XPath("//a[@n=\"q\"]\x41");
            By.XPath(@"//b[@n=""q""]\d");
            By.XPath($"//c[@n='{x}']");
            By.XPath($"//d[@n='{{x}}']");
            By.XPath("""//e[@n="q"]""");
            By.XPath($@"//f{x}");
            """#
        #expect(
            try expressions(source, .csharp) == [
                "//a[@n=\"q\"]A", #"//b[@n="q"]\d"#, nil, "//d[@n='{x}']", #"//e[@n="q"]"#, nil,
            ])
    }

    // MARK: - Comments are not code

    @Test(arguments: [
        (
            SourceLanguage.java,
            "// By.xpath(\"//a\")\n/* By.xpath(\"//b\") */\nString s = \"// By.xpath(\\\"//c\\\")\";"
        ),
        (.kotlin, "/* outer /* By.xpath(\"//a\") */ By.xpath(\"//b\") */"),
        (.csharp, "// By.XPath(\"//a\")\n/* By.XPath(\"//b\") */\n#region By.XPath(\"//c\")"),
        (.javascript, "// $('//a')\n/* $('//b') */\nconst s = \"$('//c')\";"),
        (.python, "# d.find_element(By.XPATH, '//a')\nnote = \"d.find_element(By.XPATH, '//b')\""),
        (
            .ruby,
            "# find_element(:xpath, '//a')\n=begin\nfind_element(:xpath, '//b')\n=end\ns = <<~T\n  find_element(:xpath, '//c')\nT"
        ),
    ])
    func commentsAndStringsAreNotScanned(_ language: SourceLanguage, _ source: String) throws {
        #expect(try scan(source, language).isEmpty)
    }

    // MARK: - Dynamic forms

    @Test(arguments: [
        (
            SourceLanguage.java,
            #"d.findElement(By.xpath(path)); d.findElement(By.xpath("//a[@n='" + n + "']")); d.findElement(By.xpath(String.format("//a[@n='%s']", n)));"#
        ),
        (
            .kotlin,
            #"d.findElement(By.xpath("//a[@n='$n']")); d.findElement(By.xpath(XPATH)); d.findElement(By.xpath("//a" + n))"#
        ),
        (
            .python,
            #"d.find_element(By.XPATH, f"//a[@n='{n}']"); d.find_element(By.XPATH, "//a[@n='%s']" % n); d.find_element(By.XPATH, "//a[@n='{}']".format(n))"#
        ),
        (.javascript, #"$(`//a[@n="${n}"]`); $('//a[@n="' + n + '"]'); driver.elementByXPath(selector)"#),
        (.ruby, #"find_element(:xpath, "//a[@n='#{n}']"); find_element :xpath, xpath_for(n); xpath("//a" + n)"#),
        (
            .csharp,
            #"d.FindElement(By.XPath($"//a[@n='{n}']")); d.FindElement(By.XPath("//a" + n)); d.FindElement(By.XPath(string.Format("//a[@n='{0}']", n)));"#
        ),
    ])
    func dynamicLocatorsAreReportedNotGuessed(_ language: SourceLanguage, _ source: String) throws {
        let found = try scan(source, language)
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.isDynamic && $0.dynamicDetail != nil })
    }

    @Test func aSelectorThatIsNotAnXPathIsNotReported() throws {
        #expect(try scan("$(selector); $(`#${id}`); $('.css')", .javascript).isEmpty)
    }

    // MARK: - Forms

    @Test func everyJavaForm() throws {
        let source = """
            @iOSXCUITFindBy(xpath = "//a") WebElement a;
            @AndroidFindBy(id = "x", xpath = "//b") WebElement b;
            @FindBy(xpath = "//c") WebElement c;
            void t() {
                d.findElement(AppiumBy.xpath("//d"));
                d.findElements(MobileBy.xpath("//e"));
                d.findElementByXPath("//f");
                d.findElementsByXPath("//g");
            }
            WebElement findElementByXPath(String using) { return null; }
            """
        let found = try scan(source, .java)
        #expect(found.map(\.expression) == ["//a", "//b", "//c", "//d", "//e", "//f", "//g"])
        #expect(
            found.map(\.form) == [
                .platformFindByAnnotation, .platformFindByAnnotation, .findByAnnotation, .byFactory, .byFactory,
                .strategyMethod,
                .strategyMethod,
            ])
        #expect(found.map(\.findsSeveral) == [false, false, false, false, true, false, true])
    }

    @Test func seleniumFindByInsideFindBysIsNotAnAppiumLocator() throws {
        // Selenium's FindBy has no accessibility id and @FindBys takes only FindBy.
        let source = """
            @FindBys({@FindBy(xpath = "//a"), @FindBy(id = "b")}) WebElement a;
            @FindAll(@FindBy(xpath = "//c")) WebElement c;
            @iOSXCUITFindBys({@iOSXCUITFindBy(xpath = "//d")}) WebElement d;
            """
        #expect(try expressions(source, .java) == ["//d"])
    }

    @Test func rubyCommandCallsEndAtTheLineOrAModifier() throws {
        let source = """
            find_element :xpath, '//a' if visible
            xpaths '//b'
            find_elements :xpath,
              '//c'
            def xpath(value); end
            """
        let found = try scan(source, .ruby)
        #expect(found.map(\.expression) == ["//a", "//b", "//c"])
        #expect(found.map(\.findsSeveral) == [false, true, true])
    }

    // MARK: - Positions and errors

    @Test func positionsCountLinesAndCodePoints() throws {
        let source = "é = 1\n  ünïcode = $('//a')\n"
        let found = try #require(try scan(source, .javascript).first)
        #expect(found.position.line == 2)
        #expect(found.position.column == 15)
        #expect(found.endPosition.column == 20)
        #expect(found.argumentText == "'//a'")
    }

    @Test(arguments: [
        (SourceLanguage.java, "class A {\n  String s = \"open;\n}", 2),
        (.python, "x = 1\ny = '''never closed\n", 2),
        (.kotlin, "/* /* nested */ still open", 1),
        (.ruby, "x = %q(open\n", 1),
    ])
    func unterminatedLiteralsAreParseErrorsWithAPosition(_ language: SourceLanguage, _ source: String, _ line: Int) {
        #expect {
            try XPathLocatorScanner.scan(source: source, language: language, file: "broken")
        } throws: { error in
            guard let error = error as? TestSourceError, case .unparsable(let file, let position, _) = error else {
                return false
            }
            return file == "broken" && position.line == line
        }
    }
}
