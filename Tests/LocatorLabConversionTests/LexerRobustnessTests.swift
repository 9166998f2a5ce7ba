import Foundation
import LocatorLabConversion
import LocatorLabTestSources
import Testing

/// The scanner must finish on any input: a test suite can hold anything,
/// and a hang would stop a whole conversion. Inputs are built from the
/// characters that drive the lexers (quotes, prefixes, braces, escapes,
/// comment starts), so every branch is exercised with broken nesting.
@Suite("scanner robustness")
struct LexerRobustnessTests {
    private static let alphabet: [String] = [
        "\"", "'", "`", "\"\"\"", "'''", "\\", "$", "${", "#{", "#", "{", "}", "(", ")", "[", "]", "/", "//", "/*",
        "*/",
        "\n", "\r\n", " ", "@", "%q(", "%w[", "<<~EOS\n", "EOS\n", "=begin\n", "=end\n", ":", "?", "r'", "f\"", "b'",
        "@\"",
        "$\"", "$@\"", "\"\"\"\"", "x", "By.xpath(", "By.XPATH, ", "find_element :xpath, ", "$(", "\\u{", "\\x", "é",
        "😀",
        "import ", "using ", "package ", "from a import ", "global ", ";", ",",
        "\"//XCUIElementTypeButton[@name='login.signIn']\"",
        "'//XCUIElementTypeButton[@name=\"login.signIn\"]'", "findElementByXPath(", "find_element_by_xpath(", "xpaths ",
        "@FindBy(xpath = ", "FindElementsByXPath(", "elementByXPath(", "findElement('xpath', ", "xpath: ",
        // Robot Framework cells, variables and sections.
        "*** Variables ***\n", "*** Test Cases ***\n", "${X}", "${X}=", "    ", "\t", "| ", "...", "xpath=",
        "Click Element",
    ]

    /// Whole locator calls that convert on the fixture page sources.
    private static let calls: [String] = [
        "d.findElement(By.xpath(\"//XCUIElementTypeButton[@name='login.signIn']\"));",
        "d.findElementByXPath(\"//XCUIElementTypeTextField[@name='login.email']\");",
        "@FindBy(xpath = \"//XCUIElementTypeButton[@name='login.signIn']\")",
        "d.find_element(By.XPATH, '//XCUIElementTypeButton[@name=\"login.signIn\"]')",
        "d.find_element_by_xpath('//XCUIElementTypeButton[@name=\"login.signIn\"]')",
        "$('//XCUIElementTypeButton[@name=\"login.signIn\"]')",
        "find_element(:xpath, '//XCUIElementTypeButton[@name=\"login.signIn\"]')",
        "d.FindElement(By.XPath(\"//XCUIElementTypeButton[@name='login.signIn']\"));",
        "d.FindElementByXPath(\"//XCUIElementTypeButton[@name='login.signIn']\");",
        "\n    Click Element    xpath=//XCUIElementTypeButton[@name='login.signIn']\n",
    ]

    /// `LOCATORLAB_FUZZ_ITERATIONS` runs a deeper search locally.
    private static let iterations =
        ProcessInfo.processInfo.environment["LOCATORLAB_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 1500

    /// Swift is parsed by swift-syntax, which refuses a file with a syntax
    /// error: random junk never converts, so Swift has its own test below.
    @Test(arguments: SourceLanguage.allCases.filter { $0 != .swift })
    func scanningRandomSourcesAlwaysFinishes(_ language: SourceLanguage) throws {
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        var generator = SplitMix(seed: 0x5EED + UInt64(language.rawValue.count))
        var finished = 0
        var changed = 0
        for _ in 0..<Self.iterations {
            let length = Int(generator.next() % 40)
            var source = ""
            for _ in 0..<length {
                if generator.next() % 5 == 0 {
                    source += Self.calls[Int(generator.next() % UInt64(Self.calls.count))]
                } else {
                    source += Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
                }
            }
            _ = try? XPathLocatorScanner.scan(source: source, language: language, file: "fuzz")
            // The whole conversion too: rewrites and import placement on broken code.
            if let result = try? converter.convert(Array(source.utf8), file: "fuzz", language: language) {
                if result.isChanged { changed += 1 }
                // Whatever was rewritten still scans, and converting again changes nothing.
                let again = try? converter.convert(result.converted, file: "fuzz", language: language)
                if let again { #expect(!again.isChanged, "not idempotent on: \(source.debugDescription)") }
            }
            finished += 1
        }
        #expect(finished == Self.iterations)
        // Some random sources hold convertible locators, so the idempotency check above is exercised.
        #expect(changed > 0)
    }

    /// Interpolations nest literals in literals; a deep nest is refused
    /// with an error instead of overflowing the stack.
    @Test(arguments: [
        (SourceLanguage.javascript, "`", "${`", "`}"), (.kotlin, "\"", "${\"", "\"}"), (.ruby, "\"", "#{\"", "\"}"),
    ])
    func deeplyNestedInterpolationsAreAnErrorNotACrash(
        _ language: SourceLanguage, open: String, nest: String, close: String
    ) {
        let depth = 100_000
        let source =
            "x = " + open + String(repeating: nest, count: depth) + "x" + String(repeating: close, count: depth)
            + String(open.last!) + "\n"
        #expect(throws: TestSourceError.self) {
            try XPathLocatorScanner.scan(source: source, language: language, file: "t")
        }
        let shallow = "x = " + open + String(repeating: nest, count: 3) + "x" + String(repeating: close, count: 3)
            + String(open.last!) + "\n"
        #expect(throws: Never.self) { try XPathLocatorScanner.scan(source: shallow, language: language, file: "t") }
    }

    /// Parentheses around an argument are peeled in one pass, so even an
    /// absurd nest reads as its constant.
    @Test func deeplyParenthesizedArgumentsAreConstants() throws {
        let depth = 20_000
        let source =
            "d.find_element_by_xpath(" + String(repeating: "(", count: depth) + "'//a'"
            + String(repeating: ")", count: depth) + ")\n"
        #expect(try XPathLocatorScanner.scan(source: source, language: .python, file: "t").map(\.expression) == ["//a"])
    }

    /// SplitMix64, so the inputs are the same on every run.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Swift statements (queries that convert on the fixture page sources,
    /// ones that do not, declarations), shuffled into a test method, now and
    /// then with a stray token that breaks the syntax.
    private static let swiftStatements: [String] = [
        "app.staticTexts[\"Total\"].tap()", "app.cells.element(boundBy: 1).tap()", "let k = \"Total\"",
        "app.staticTexts[k].tap()", "app.buttons[\"Sign in\"].firstMatch.tap()", "for c in app.cells.allElementsBoundByIndex { c.tap() }",
        "app.tables.cells.count", "app.buttons[\"x\\(k)\"].tap()", "XCUIApplication().textFields[\"Email\"].tap()",
        "app.children(matching: .window).element(boundBy: 0).tap()", "_ = app.buttons.matching(identifier: \"nav.back\").element",
    ]

    @Test func parsingRandomSwiftSourcesAlwaysFinishes() throws {
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        var generator = SplitMix(seed: 0x5EED_5117)
        var changed = 0
        for _ in 0..<(Self.iterations / 10) {
            var body: [String] = []
            for _ in 0..<Int(generator.next() % 6) {
                body.append(Self.swiftStatements[Int(generator.next() % UInt64(Self.swiftStatements.count))])
                if generator.next() % 8 == 0 { body.append(Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]) }
            }
            let source = "let app = XCUIApplication()\nfunc t() {\n" + body.joined(separator: "\n") + "\n}\n"
            guard let result = try? converter.convert(Array(source.utf8), file: "fuzz.swift", language: .swift) else {
                continue
            }
            if result.isChanged { changed += 1 }
            let again = try converter.convert(result.converted, file: "fuzz.swift", language: .swift)
            #expect(!again.isChanged, "not idempotent on: \(source.debugDescription)")
        }
        #expect(changed > 0)
    }
}
