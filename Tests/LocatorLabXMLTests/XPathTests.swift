import LocatorLabTestSupport
import LocatorLabXML
import Testing

@Suite("XPath through libxml2")
struct XPathTests {
    /// r(0) > a(1) > b(2), a(3) > b(4)
    private func document() -> LXDocument {
        let builder = XMLTreeBuilder()
        builder.openElement(name: "r", tag: 0)
        for (a, b) in [(1, 2), (3, 4)] {
            builder.openElement(name: "a", tag: a)
            builder.addAttribute(name: "name", value: "a\(a)")
            builder.openElement(name: "b", tag: b)
            builder.addAttribute(name: "name", value: "shared")
            builder.closeElement()
            builder.closeElement()
        }
        builder.closeElement()
        return builder.finish()
    }

    @Test func resultsMapBackToTagsInDocumentOrder() throws {
        let evaluator = try XPathEvaluator(document: document())
        let value = try evaluator.evaluate(XPathExpression("//b[@name='shared'] | //a"))
        #expect(value == .nodes([1, 2, 3, 4].map { XPathNode(kind: .element, tag: $0) }))
    }

    @Test func contextNodeIsTheRootElement() throws {
        let evaluator = try XPathEvaluator(document: document())
        #expect(try evaluator.evaluate(XPathExpression("a/b")) == .nodes([2, 4].map { XPathNode(kind: .element, tag: $0) }))
        #expect(try evaluator.evaluate(XPathExpression("count(//*)")) == .number(5))
        #expect(try evaluator.evaluate(XPathExpression("string(//a/@name)")) == .string("a1"))
        #expect(try evaluator.evaluate(XPathExpression("boolean(//zzz)")) == .boolean(false))
    }

    @Test func attributeNodesNameTheirOwner() throws {
        let evaluator = try XPathEvaluator(document: document())
        let value = try evaluator.evaluate(XPathExpression("//a/@name"))
        #expect(value == .nodes([XPathNode(kind: .attribute(name: "name"), tag: 1), XPathNode(kind: .attribute(name: "name"), tag: 3)]))
    }

    @Test func tagsComeOnlyFromElements() throws {
        // Namespace nodes (libxml2 gives every element the `xml` one) are not
        // xmlNode structs: their first field is a pointer, not a tag.
        let evaluator = try XPathEvaluator(document: document())
        var tags: [Int] = [99]
        try evaluator.evaluateTags(XPathExpression("//a/namespace::* | //a/@name | //b"), into: &tags)
        #expect(tags == [2, 4])
    }

    @Test func attributesKeepTheirOrderWhereverTheyAreAdded() throws {
        let builder = XMLTreeBuilder()
        builder.openElement(name: "r", tag: 0)
        for index in 0..<3 { builder.addAttribute(name: "a\(index)", value: "\(index)") }
        builder.openElement(name: "c", tag: 1)
        builder.addAttribute(name: "c0", value: "x")
        builder.closeElement()
        builder.addAttribute(name: "a3", value: "3")  // back on r, after its child
        builder.closeElement()
        let evaluator = try XPathEvaluator(document: builder.finish())
        #expect(try evaluator.evaluate(XPathExpression("count(/r/@*)")) == .number(4))
        for index in 0..<4 {
            #expect(try evaluator.evaluate(XPathExpression("name(/r/@*[\(index + 1)])")) == .string("a\(index)"))
        }
        #expect(try evaluator.evaluate(XPathExpression("string(/r/c/@c0)")) == .string("x"))
    }

    @Test func compiledExpressionIsReusableAcrossDocuments() throws {
        let expression = try XPathExpression("//b")
        var tags: [Int] = []
        for _ in 0..<3 {
            try XPathEvaluator(document: document()).evaluateTags(expression, into: &tags)
            #expect(tags == [2, 4])
        }
    }

    @Test(arguments: [("//a[", 4), ("//a[@name='x'", 13), ("//a[@name=='x']", 10), ("", 0), ("//é[", 4)])
    func syntaxErrorsCarryTheCharacterOffsetAndPrintNothing(expression: String, offset: Int) {
        let (error, stderr) = StandardErrorCapture.capture { () -> XMLError? in
            do {
                _ = try XPathExpression(expression)
                return nil
            } catch let error as XMLError {
                return error
            } catch {
                return nil
            }
        }
        guard case .xpathSyntax(let source, let reported, let message, _) = error else {
            Issue.record("expected a syntax error for \(expression), got \(String(describing: error))")
            return
        }
        #expect(source == expression)
        #expect(reported == offset)
        #expect(!message.isEmpty)
        #expect(stderr.isEmpty)
    }

    @Test func aNulCharacterIsASyntaxErrorNotATruncation() {
        #expect(throws: XMLError.xpathSyntax(expression: "//*\0[@name]", offset: 3, message: "NUL character in the expression", code: 1207)) {
            try XPathExpression("//*\0[@name]")
        }
    }

    @Test func unknownFunctionFailsQuietly() throws {
        let evaluator = try XPathEvaluator(document: document())
        let (error, stderr) = StandardErrorCapture.capture { () -> XMLError? in
            do {
                _ = try evaluator.evaluate(XPathExpression("//a[matches(@name, 'a.')]"))
                return nil
            } catch let error as XMLError {
                return error
            } catch {
                return nil
            }
        }
        guard let error, case .xpathEvaluation(_, _, let message, _) = error else {
            Issue.record("expected an evaluation error, got \(String(describing: error))")
            return
        }
        #expect(message == "unregistered function")
        #expect(stderr.isEmpty)
    }

    @Test func runawayWorkIsBounded() throws {
        let builder = XMLTreeBuilder()
        builder.openElement(name: "r", tag: 0)
        for tag in 1...200 {
            builder.openElement(name: "n", tag: tag)
            builder.closeElement()
        }
        builder.closeElement()
        let evaluator = try XPathEvaluator(document: builder.finish(), limits: XPathLimits(operationLimit: 10_000))
        let heavy = "count(//*[count(//*) > 0])"
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: heavy, limit: 10_000)) {
            try evaluator.evaluate(XPathExpression(heavy))
        }
        // The evaluator stays usable after a refused expression.
        #expect(try evaluator.evaluate(XPathExpression("count(/r/n)")) == .number(200))
    }
}
