import Testing

@testable import LocatorLabLocators

/// ``XPathSyntax`` is the one reading of an XPath that fragility rules,
/// document needs, the engine's notes and the model evaluator share: each
/// part it reports carries the offset where it starts.
@Suite("One reading of an XPath")
struct XPathSyntaxTests {
    struct StepCase: Sendable, CustomStringConvertible {
        let expression: String
        /// `axis nodeTest@offset` per step of the selecting paths.
        let steps: [String]
        var description: String { expression }
    }

    @Test(arguments: [
        StepCase(expression: "//XCUIElementTypeButton", steps: ["descendant XCUIElementTypeButton@2"]),
        StepCase(expression: "/hierarchy/android.widget.FrameLayout", steps: ["child hierarchy@1", "child android.widget.FrameLayout@11"]),
        StepCase(
            expression: "//Cell[@name='a']/following-sibling::Cell[2]/..",
            steps: ["descendant Cell@2", "following-sibling Cell@18", "parent ..@45"]),
        StepCase(expression: "//*/child::text()", steps: ["descendant *@2", "child text()@4"]),
        StepCase(expression: "./a//b", steps: ["self .@0", "child a@2", "descendant b@5"]),
        StepCase(expression: "(//a)[2] | //b", steps: ["descendant a@3", "descendant b@13"]),
    ])
    func stepsHaveAxesNodeTestsAndOffsets(_ example: StepCase) {
        let syntax = XPathSyntax(example.expression)
        let steps = syntax.selectingPaths.flatMap(\.steps).map { "\($0.axis) \($0.nodeTest)@\($0.offset)" }
        #expect(steps == example.steps)
        #expect(syntax.errors.isEmpty)
    }

    @Test func predicatesBelongToTheirStepOrToTheGroup() {
        let syntax = XPathSyntax("(//Cell[@name='Row'][ 3 ])[last()]")
        #expect(syntax.predicates.map(\.offset) == [7, 20, 26])
        #expect(syntax.predicates.map(\.text) == ["@name='Row'", " 3 ", "last()"])
        #expect(syntax.predicates.map(\.isPositional) == [false, true, false])
        #expect(syntax.paths[0].steps[0].predicates.count == 2)
        #expect(syntax.functions.map(\.name) == ["last"])
        #expect(syntax.functions.map(\.offset) == [27])
    }

    /// A positional predicate is one word of ASCII digits and points, with
    /// whitespace around it; anything else (two words, a function, another
    /// script's digits, nothing) is not.
    @Test(arguments: [
        ("2", true), (" 3 ", true), ("\n1.0\t", true), ("1.", true),
        ("1 2", false), ("@name", false), ("last()", false), ("", false), ("  ", false), ("\u{0663}", false), ("2a", false),
    ])
    func positionalPredicatesAreOneWordOfDigits(_ text: String, _ positional: Bool) {
        #expect(XPathSyntax("//a[\(text)]").predicates.map(\.isPositional) == [positional])
    }

    struct AttributeCase: Sendable, CustomStringConvertible {
        let expression: String
        /// `name@offset`, `*` for wildcards.
        let attributes: [String]
        let named: XPathAttributeSelection
        var description: String { expression }
    }

    @Test(arguments: [
        AttributeCase(expression: "//*[@name='a' and @label]", attributes: ["name@4", "label@18"], named: .named(["name", "label"])),
        AttributeCase(expression: "//*[attribute::value]", attributes: ["value@4"], named: .named(["value"])),
        AttributeCase(expression: "//*[@*='x']", attributes: ["*@4"], named: .all),
        AttributeCase(expression: "//*[@node()]", attributes: ["*@4"], named: .all),
        AttributeCase(expression: "//*[attribute::*]", attributes: ["*@4"], named: .all),
        AttributeCase(expression: "//Button", attributes: [], named: .named([])),
    ])
    func attributesAreNamedWithOffsets(_ example: AttributeCase) {
        let syntax = XPathSyntax(example.expression)
        #expect(syntax.attributes.map { "\($0.name)@\($0.offset)" } == example.attributes)
        #expect(syntax.attributesNamed == example.named)
    }

    @Test func namesLiteralsAndFunctionsAreReadByPosition() {
        // `and` as an operator and as an element name; `div` likewise; a
        // node type is a step, a prefixed name a function.
        let syntax = XPathSyntax("//and[fn:matches(@n, \"a'b\") and text() = 'x'] div 2 | //div")
        #expect(syntax.elementNames == ["and", "div"])
        #expect(syntax.functions.map(\.name) == ["fn:matches"])
        #expect(syntax.functions.map(\.localName) == ["matches"])
        #expect(syntax.literals.map(\.value) == ["a'b", "x"])
        #expect(syntax.literals.map(\.offset) == [21, 41])
        #expect(syntax.textNodeTests == [32])
        #expect(syntax.relativePaths.map(\.offset) == [17, 32])
        #expect(syntax.errors.isEmpty)
    }

    struct ErrorCase: Sendable, CustomStringConvertible {
        let expression: String
        let offset: Int
        let reason: XPathSyntax.SyntaxError.Reason
        var description: String { expression }
    }

    @Test(arguments: [
        ErrorCase(expression: "//a[@name='x]", offset: 10, reason: .unterminatedLiteral),
        ErrorCase(expression: "//a[@name='x'", offset: 3, reason: .unclosed("[")),
        ErrorCase(expression: "//a]", offset: 3, reason: .unmatchedClose("]")),
        ErrorCase(expression: "count(//a", offset: 5, reason: .unclosed("(")),
        ErrorCase(expression: "//a[#]", offset: 4, reason: .unexpectedCharacter("#")),
        ErrorCase(expression: "//a[\u{A0}@b]", offset: 4, reason: .unexpectedWhitespace),
        ErrorCase(expression: "//a/sibling::b", offset: 4, reason: .unknownAxis("sibling")),
        ErrorCase(expression: "//a[@]", offset: 5, reason: .missingNameTest),
        ErrorCase(expression: "//a[]", offset: 4, reason: .missingOperand),
        ErrorCase(expression: "//a/", offset: 4, reason: .missingOperand),
        ErrorCase(expression: "//a[@b = ]", offset: 9, reason: .missingOperand),
        ErrorCase(expression: "//a[@b()]", offset: 5, reason: .callOnAttributeAxis("b")),
        ErrorCase(expression: "", offset: 0, reason: .missingOperand),
    ])
    func badInputGivesErrorsWithOffsets(_ example: ErrorCase) {
        let syntax = XPathSyntax(example.expression)
        #expect(syntax.errors.contains(XPathSyntax.SyntaxError(offset: example.offset, reason: example.reason)))
        #expect(throws: XPathSyntax.SyntaxError.self) { try syntax.validated() }
    }

    @Test(arguments: [
        "/", "//a | /", "-1", "//a[last()]", "//a[position() < 3 and @b != 'c']", "count(//a) * 2",
        "//a/processing-instruction('x')", "$var", "(//a)[1]", "//a[. = '  spaced  ']", "//a\r\n[@b]",
        "ancestor-or-self::node()/@*",
    ])
    func validExpressionsHaveNoErrors(_ expression: String) throws {
        _ = try XPathSyntax(expression).validated()
    }

    /// Reading never fails: the structure of what could be read is there.
    @Test func badInputStillHasItsStructure() {
        let syntax = XPathSyntax("//XCUIElementTypeButton[@name='Login'")
        #expect(syntax.elementNames == ["XCUIElementTypeButton"])
        #expect(syntax.attributes.map(\.name) == ["name"])
        #expect(syntax.errors.map(\.offset) == [23])
        #expect(syntax.errors.first?.description == "'[' is never closed (offset 23)")
    }
}
