import LocatorLabLocators
import Testing

/// The client table: each language's literal rules, checked on the
/// characters that differ between languages, and its locator forms.
@Suite("Client languages: names, forms and literals")
struct ClientLanguageTests {
    struct LiteralCase: Sendable, CustomTestStringConvertible {
        var language: ClientLanguage
        var value: String
        var escaping: StringLiteralRules.Escaping
        var expected: String
        var testDescription: String { "\(language) \(escaping) \(expected)" }
    }

    static let literals: [LiteralCase] = [
        // The shared escapes, and each language's own.
        LiteralCase(language: .java, value: "a\"b\\c\nd\te\u{8}\u{C}\u{1}", escaping: .controls,
                    expected: #""a\"b\\c\nd\te\b\f\u0001""#),
        // Kotlin has `\b` but no `\f`; `$` would start a template.
        LiteralCase(language: .kotlin, value: "$x\u{8}\u{C}", escaping: .controls, expected: #""\$x\b\u000C""#),
        LiteralCase(language: .csharp, value: "\0\u{1}\"", escaping: .controls, expected: #""\0\u0001\"""#),
        LiteralCase(language: .python, value: "it's \u{1}\u{7F}", escaping: .controls, expected: #""it's \x01\x7F""#),
        LiteralCase(language: .python, value: "\u{A0}\u{2028}\u{E000}\u{F0000}", escaping: .invisible,
                    expected: #""\xA0\u2028\uE000\U000F0000""#),
        LiteralCase(language: .javascript, value: "it's\u{2028}\u{1}", escaping: .controls, expected: #"'it\'s\u2028\x01'"#),
        LiteralCase(language: .javascript, value: "\u{200B}", escaping: .invisible, expected: #"'\u200B'"#),
        // Only `#{`, `#@` and `#$` interpolate; `\xHH` above U+007F would be a raw byte.
        LiteralCase(language: .ruby, value: "#{a} #@b #$c # d", escaping: .controls, expected: ##""\#{a} \#@b \#$c # d""##),
        LiteralCase(language: .ruby, value: "\u{1}\u{200B}", escaping: .invisible, expected: #""\x01\u{200B}""#),
        LiteralCase(language: .swift, value: "\u{1}é\u{200B}", escaping: .invisible, expected: #""\u{1}é\u{200B}""#),
        // Java's generated files stay ASCII; a backslash before `u` stays doubled.
        LiteralCase(language: .java, value: "é😀\\u000a", escaping: .nonASCII, expected: #""\u00E9\uD83D\uDE00\\u000a""#),
        // A Robot cell is unquoted: only its backslash escape is written.
        LiteralCase(language: .robot, value: #"a\b "c""#, escaping: .invisible, expected: #"a\\b "c""#),
    ]

    @Test(arguments: literals)
    func literalsAreEscapedByTheLanguagesRules(_ example: LiteralCase) {
        #expect(example.language.literalRules.literal(example.value, escaping: example.escaping) == example.expected)
    }

    @Test func aQuoteOtherThanThePlainOneIsEscapedInstead() {
        #expect(ClientLanguage.python.literalRules.body(#"it's "x""#, quote: "'") == #"it\'s "x""#)
    }

    @Test func eachLanguageSpellsALocatorInItsOwnForm() {
        let value = "Login.Submit"
        func locator(_ language: ClientLanguage, _ strategy: LocatorStrategy) -> String? {
            language.locator(strategy, value: value) { language.literalRules.literal($0) }
        }
        #expect(locator(.java, .accessibilityID) == #"AppiumBy.accessibilityId("Login.Submit")"#)
        #expect(locator(.kotlin, .classChain) == #"AppiumBy.iOSClassChain("Login.Submit")"#)
        #expect(locator(.csharp, .predicate) == #"MobileBy.IosNSPredicate("Login.Submit")"#)
        #expect(locator(.python, .uiAutomator) == #"AppiumBy.ANDROID_UIAUTOMATOR, "Login.Submit""#)
        #expect(locator(.ruby, .id) == #":id, "Login.Submit""#)
        #expect(locator(.javascript, .accessibilityID) == "'~Login.Submit'")
        #expect(locator(.robot, .classChain) == "chain=Login.Submit")
        #expect(locator(.swift, .accessibilityID) == #"["Login.Submit"]"#)
        // WebdriverIO's direct selector: a bare `androidx.…` would be CSS.
        #expect(locator(.javascript, .className) == "'class name:Login.Submit'")
        // What a form cannot say is nil, never a guess.
        #expect(locator(.swift, .xpath) == nil)
    }

    @Test func theTableGivesEveryStrategyANameOrAProtocolCall() {
        for entry in ClientLanguage.table where entry.findCall != nil && entry.locatorForm != .subscript {
            // An XCUITest query never goes on the wire: no client sends it.
            #expect(entry.strategies[LocatorStrategy.xcuitest.rawValue] == nil)
            #expect(entry.protocolStrategies[LocatorStrategy.xcuitest.rawValue] == nil)
            for strategy in LocatorStrategy.allCases where strategy.webDriverName != nil {
                #expect(
                    entry.strategies[strategy.rawValue] != nil || entry.protocolStrategies[strategy.rawValue] != nil,
                    "\(entry.language) \(strategy)")
            }
        }
        #expect(ClientLanguage.table.map(\.language) == ClientLanguage.allCases)
    }
}
