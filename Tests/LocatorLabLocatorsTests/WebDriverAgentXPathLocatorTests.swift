import LocatorLabLocators
import LocatorLabModel
import Testing

/// iOS locators may call the XPath extension functions WebDriverAgent ≥
/// 13.2.0 registers; Android locators still get UiAutomator2's XPath 2 error.
@Suite("WebDriverAgent XPath extensions in locators")
struct WebDriverAgentXPathLocatorTests {
    /// Application(0) > Button(1) "Sign In" > StaticText(2) "Sign In", Button(3) "Forgot password"
    private func signInTree(wrapper: String?) -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: wrapper)
        builder.open(TreeFixtures.ios("Application", name: "Shop", label: "Shop"))
        builder.open(TreeFixtures.ios("Button", name: "Sign In", label: "Sign In"))
        builder.add(TreeFixtures.ios("StaticText", name: "Sign In", label: "Sign In", value: "Sign In"))
        builder.close()
        builder.add(TreeFixtures.ios("Button", name: "Forgot password", label: "Forgot password", index: 1))
        return builder.finish()
    }

    @Test(arguments: [nil, "AppiumAUT"])
    func lowerCaseFindsTheElementOnIOS(wrapper: String?) throws {
        let engine = LocatorEngine(tree: signInTree(wrapper: wrapper))
        let result = try engine.evaluate(.xpath("//*[lower-case(@name)='sign in']"))
        #expect(result.matches == [ElementID(1), ElementID(2)])
        #expect(result.notes.isEmpty)
    }

    @Test func theOtherExtensionsEvaluateOnIOS() throws {
        let engine = LocatorEngine(tree: signInTree(wrapper: "AppiumAUT"))
        #expect(try engine.evaluate(.xpath("//XCUIElementTypeButton[matches(@label, '^sign in$', 'i')]")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.xpath("//*[ends-with(@name, 'password')]")).matches == [ElementID(3)])
        #expect(try engine.evaluate(.xpath("//*[upper-case(@value)='SIGN IN']")).matches == [ElementID(2)])
        #expect(try engine.evaluate(.xpath("//*[replace(@name, ' ', '') = 'SignIn']")).matches == [ElementID(1), ElementID(2)])
        #expect(
            try engine.evaluate(.xpath("//XCUIElementTypeButton[string-join(tokenize(@label, ' '), '-') = 'Forgot-password']"))
                .matches == [ElementID(3)])
    }

    /// The engine is NSRegularExpression.
    @Test func regularExpressionsAreNSRegularExpressions() throws {
        let engine = LocatorEngine(tree: signInTree(wrapper: nil))
        #expect(
            try engine.evaluate(.xpath(#"//*[replace(@name, '(\w+) (\w+)', '$2 $1') = 'In Sign']"#)).matches
                == [ElementID(1), ElementID(2)])
        #expect(try engine.evaluate(.xpath("//*[string-join(tokenize(@name), '_') = 'Forgot_password']")).matches == [ElementID(3)])
        #expect(try engine.evaluate(.xpath(#"//*[matches(@name, '^\p{Lu}\w+ \p{Lu}')]"#)).matches == [ElementID(1), ElementID(2)])
    }

    /// WebDriverAgent fails the lookup for a pattern that does not compile
    /// or a flag outside `imsx`; the error points at the refused literal.
    @Test(arguments: [
        ("//*[matches(@name, '(')]", 19, "matches() refused it: invalid regular expression '('"),
        ("//*[replace(@name, '(', '') = 'Sign In']", 19, "replace() refused it: invalid regular expression '('"),
        ("//*[tokenize(@name, '[') = 'x']", 20, "tokenize() refused it: invalid regular expression '['"),
        ("//*[matches(@name, 'a', 'z')]", 24, "matches() refused it: invalid regular expression flag 'z' in 'z'"),
        ("//*[matches(@name, 'a', 'i')] | //*[matches(@name, '(')]", 51, "matches() refused it: invalid regular expression '('"),
    ])
    func aRefusedPatternOrFlagIsAnErrorAtItsLiteral(_ xpath: String, _ offset: Int, _ message: String) {
        let engine = LocatorEngine(tree: signInTree(wrapper: "AppiumAUT"))
        #expect {
            _ = try engine.evaluate(.xpath(xpath))
        } throws: { error in
            guard case .xpathEvaluationFailed(_, let reported, let text) = error as? LocatorError else { return false }
            return reported == offset && text.hasPrefix(message)
        }
    }

    @Test func aWrongNumberOfArgumentsIsAnEvaluationError() {
        let engine = LocatorEngine(tree: signInTree(wrapper: nil))
        #expect(throws: LocatorError.self) { try engine.evaluate(.xpath("//*[lower-case(@name, 'x')]")) }
    }

    // Android keeps UiAutomator2's XPath 2 error: AndroidLocatorTests.xpath2FunctionsAreExplained.
}
