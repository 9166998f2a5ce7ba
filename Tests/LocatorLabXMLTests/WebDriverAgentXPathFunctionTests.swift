import LocatorLabTestSupport
import LocatorLabLocators
import LocatorLabXML
import Testing

/// The XPath extension functions of WebDriverAgent ≥ 13.2.0, with the
/// semantics of its `FBXPathExtensions.m`.
@Suite("WebDriverAgent XPath extension functions")
struct WebDriverAgentXPathFunctionTests {
    private static let separator = "\u{1E}"
    private static let webDriverAgent = XPathFunctionSet.webDriverAgent(regularExpressions: FoundationRegularExpressions())

    /// r(0) > b(1) name="Sign In", b(2) name="log-in-button"
    private func document() -> LXDocument {
        let builder = XMLTreeBuilder()
        builder.openElement(name: "r", tag: 0)
        for (tag, name) in [(1, "Sign In"), (2, "log-in-button")] {
            builder.openElement(name: "b", tag: tag)
            builder.addAttribute(name: "name", value: name)
            builder.closeElement()
        }
        builder.closeElement()
        return builder.finish()
    }

    private func evaluate(_ source: String, functions: XPathFunctionSet = Self.webDriverAgent) throws -> XPathValue {
        let evaluator = try XPathEvaluator(document: document(), functions: functions)
        return try evaluator.evaluate(XPathExpression(source))
    }

    /// The libxml2 error code and message an evaluation fails with, nil when it succeeds.
    private func failure(_ source: String) throws -> (code: Int, message: String)? {
        do {
            _ = try evaluate(source)
            return nil
        } catch let error as XMLError {
            guard case .xpathEvaluation(_, _, let message, let code) = error else { return nil }
            return (code, message)
        }
    }

    @Test func predicatesSelectElements() throws {
        #expect(try evaluate("//b[lower-case(@name)='sign in']") == .nodes([XPathNode(kind: .element, tag: 1)]))
        #expect(try evaluate("//b[matches(@name, '^LOG-', 'i')]") == .nodes([XPathNode(kind: .element, tag: 2)]))
        #expect(try evaluate("//b[ends-with(@name, '-button')]") == .nodes([XPathNode(kind: .element, tag: 2)]))
    }

    @Test func matchesSearchesWithNSRegularExpression() throws {
        #expect(try evaluate("matches('Sign In', 'gn I')") == .boolean(true))
        #expect(try evaluate("matches('Sign In', '^sign')") == .boolean(false))
        #expect(try evaluate("matches('Sign In', '^sign', 'i')") == .boolean(true))
        #expect(try evaluate(#"matches('Tab 12', '\d{2}$')"#) == .boolean(true))
        // `m`, `s` and `x` are accepted, but only `i` means anything to
        // WebDriverAgent: `x` does not ignore the space.
        #expect(try evaluate("matches('abc', 'a.c', 'msx')") == .boolean(true))
        #expect(try evaluate("matches('ab', 'a b', 'x')") == .boolean(false))
        #expect(try evaluate("matches('abc', 'a.c', '')") == .boolean(true))
        #expect(try evaluate("matches('ÉCOLE', '^école$', 'i')") == .boolean(true))
    }

    /// `FBXPathRegexWithPattern` and `FBXPathTokenizeString` fail the
    /// evaluation (`XPATH_EXPR_ERROR`) for a pattern that does not compile
    /// and for flags outside `imsx` (`imsxq` for `replace`), saying which.
    @Test(arguments: [
        ("matches('a(b', '(')", "matches", "(", "invalid regular expression '('"),
        ("replace('a(b', '(', 'x')", "replace", "(", "invalid regular expression '('"),
        ("tokenize('a(b', '(')", "tokenize", "(", "invalid regular expression '('"),
        ("matches('abc', 'a', 'z')", "matches", "z", "invalid regular expression flag 'z' in 'z'"),
        ("matches('abc', 'a', 'iq')", "matches", "iq", "invalid regular expression flag 'q' in 'iq'"),
        ("replace('abc', 'a', 'x', 'g')", "replace", "g", "invalid regular expression flag 'g' in 'g'"),
        ("matches('abc', '(', 'z')", "matches", "z", "invalid regular expression flag 'z' in 'z'"),
        ("//b[matches(@name, '[')]", "matches", "[", "invalid regular expression '['"),
    ])
    func aBadRegexOrFlagFailsTheEvaluation(_ source: String, _ function: String, _ argument: String, _ reason: String) throws {
        #expect {
            _ = try evaluate(source)
        } throws: { error in
            guard case .xpathRegularExpression(_, let refusedIn, let refused, let message) = error as? XMLError else {
                return false
            }
            return refusedIn == function && refused == argument && message.hasPrefix(reason)
        }
    }

    /// `q` is accepted by `replace` (and changes nothing), an empty input
    /// is never matched against its pattern, and the next evaluation on the
    /// same evaluator is not blamed for the last one's refusal.
    @Test func whatWebDriverAgentAcceptsStillEvaluates() throws {
        #expect(try evaluate("replace('a.c', '.', 'x', 'q')") == .string("xxx"))
        #expect(try evaluate("tokenize('', '(')") == .string(""))
        let evaluator = try XPathEvaluator(document: document(), functions: Self.webDriverAgent)
        #expect(throws: XMLError.self) { try evaluator.evaluate(XPathExpression("matches('a', '(')")) }
        #expect {
            _ = try evaluator.evaluate(XPathExpression("lower-case('a', 'b')"))
        } throws: { error in
            if case .xpathEvaluation(_, _, _, 1212) = error as? XMLError { return true }
            return false
        }
    }

    @Test func endsWithIsALiteralSuffixAndFalseForAnEmptyOne() throws {
        #expect(try evaluate("ends-with('button', 'ton')") == .boolean(true))
        #expect(try evaluate("ends-with('button', 'TON')") == .boolean(false))
        #expect(try evaluate("ends-with('a.c', '.')") == .boolean(false))
        #expect(try evaluate("ends-with('button', '')") == .boolean(false))
    }

    @Test func caseMappingIsFullUnicode() throws {
        #expect(try evaluate("lower-case('SIGN In')") == .string("sign in"))
        #expect(try evaluate("upper-case('Straße')") == .string("STRASSE"))
        #expect(try evaluate("lower-case('ÀÉÎ ΑΒΓ')") == .string("àéî αβγ"))
        #expect(try evaluate("upper-case('çé')") == .string("ÇÉ"))
    }

    @Test func replaceUsesTemplates() throws {
        #expect(try evaluate("replace('a-b-c', '-', '')") == .string("abc"))
        #expect(try evaluate(#"replace('John Smith', '(\w+) (\w+)', '$2, $1')"#) == .string("Smith, John"))
        #expect(try evaluate("replace('AbA', 'a', 'x', 'i')") == .string("xbx"))
        #expect(try evaluate("replace('AbA', 'a', 'x')") == .string("AbA"))
    }

    @Test func tokenizeJoinsTokensWithTheRecordSeparator() throws {
        let s = Self.separator
        #expect(try evaluate("tokenize('  a  b ')") == .string("a\(s)b"))
        #expect(try evaluate("tokenize('a-b--c-', '-')") == .string("a\(s)b\(s)c"))
        #expect(try evaluate("tokenize('', '-')") == .string(""))
        #expect(try evaluate("tokenize('ñe\u{301}', '')") == .string("ñ\(s)e\u{301}"))
    }

    @Test func stringJoinTakesTokenizeOutputStringsAndNodeSets() throws {
        #expect(try evaluate("string-join(tokenize('a b  c'), '+')") == .string("a+b+c"))
        #expect(try evaluate("string-join(tokenize(//b[2]/@name, '-'), ' ')") == .string("log in button"))
        #expect(try evaluate("string-join(//b/@name, ', ')") == .string("Sign In, log-in-button"))
        // Elements without text have an empty string value each.
        #expect(try evaluate("string-join(//b, '|')") == .string("|"))
        #expect(try evaluate("string-join(//missing, ',')") == .string(""))
        #expect(try evaluate("string-join('', ',')") == .string(""))
        #expect(try evaluate("string-join('abc', ',')") == .string("abc"))
        #expect(try evaluate("string-join(12, ',')") == .string("12"))
    }

    @Test func nodeSetArgumentsUseTheFirstNodesStringValue() throws {
        #expect(try evaluate("lower-case(//b/@name)") == .string("sign in"))
        #expect(try evaluate("upper-case(//missing)") == .string(""))
        #expect(try evaluate("matches(//missing, '^$')") == .boolean(true))
    }

    @Test(arguments: [
        "matches('a')", "matches('a', 'b', 'i', 'x')", "ends-with('a')", "lower-case()", "upper-case('a', 'b')",
        "replace('a', 'b')", "replace('a', 'b', 'c', 'i', 'x')", "tokenize()", "tokenize('a', 'b', 'c')",
        "string-join('a')", "//b[lower-case(@name, 'x')]",
    ])
    func aWrongNumberOfArgumentsFailsTheEvaluation(_ source: String) throws {
        let failure = try #require(try failure(source))
        #expect(failure.code == 1212)
    }

    @Test func xpath1EvaluatorsDoNotHaveTheFunctions() throws {
        #expect(throws: XMLError.self) { try evaluate("lower-case('A')", functions: .xpath1) }
        #expect(try evaluate("lower-case('A')", functions: Self.webDriverAgent) == .string("a"))
    }

    /// libxml2 caches a resolved function in the compiled expression; an
    /// XPath 1.0 evaluator must still refuse it afterwards.
    @Test func aCompiledExpressionDoesNotCarryTheFunctionsAcrossEvaluators() throws {
        let expression = try XPathExpression("//b[lower-case(@name)='sign in']")
        let device = try XPathEvaluator(document: document(), functions: Self.webDriverAgent)
        #expect(try device.evaluate(expression) == .nodes([XPathNode(kind: .element, tag: 1)]))
        let plain = try XPathEvaluator(document: document())
        #expect {
            try plain.evaluate(expression)
        } throws: { error in
            guard let error = error as? XMLError, case .xpathEvaluation(_, _, _, 1209) = error else { return false }
            return true
        }
        #expect(try device.evaluate(expression) == .nodes([XPathNode(kind: .element, tag: 1)]))
    }
}
