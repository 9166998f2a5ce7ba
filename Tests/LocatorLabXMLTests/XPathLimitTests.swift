import LocatorLabLocators
import LocatorLabTestSupport
@testable import LocatorLabXML
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Untrusted locators cannot run away: every evaluation is bounded in time
/// and memory, and the error names the limit that stopped it. (No timing
/// is asserted: only which limit an expression that would run for minutes,
/// or grow to gigabytes, runs into.)
@Suite("XPath evaluation limits")
struct XPathLimitTests {
    /// A chain 30 deep with 3 leaves per level: `//*` nested ten times on it
    /// ran for over ten minutes in libxml2 2.9.14 before it was bounded.
    private func deepDocument() -> LXDocument {
        let builder = XMLTreeBuilder()
        var tag = 0
        for _ in 0..<30 {
            builder.openElement(name: "n", tag: tag)
            builder.addAttribute(name: "name", value: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab")
            tag += 1
            for _ in 0..<3 {
                builder.openElement(name: "leaf", tag: tag)
                builder.closeElement()
                tag += 1
            }
        }
        for _ in 0..<30 { builder.closeElement() }
        return builder.finish()
    }

    private func limitMessage(_ error: any Error) -> String? {
        guard case .xpathEvaluation(_, _, let message, _) = error as? XMLError else { return nil }
        return message
    }

    @Test func nestedDescendantStepsAreStoppedByTheTimeLimit() throws {
        let evaluator = try XPathEvaluator(document: deepDocument(), limits: XPathLimits(timeLimit: 0.3))
        let runaway = String(repeating: "//*", count: 10)
        #expect {
            _ = try evaluator.evaluate(XPathExpression(runaway))
        } throws: { error in
            limitMessage(error) == "stopped after 0.3 s, the time limit for one evaluation (raise it with --xpath-timeout)"
        }
        // The evaluator goes on with a fresh context.
        #expect(try evaluator.evaluate(XPathExpression("count(//leaf)")) == .number(90))
    }

    /// Without a thread of its own nothing stops a runaway XPath (a node-set
    /// merge neither allocates nor counts operations): one ran on for 100 s
    /// past its 0.6 s limit when it was evaluated on the caller's thread
    /// instead. It is refused, not evaluated, and the evaluator goes on.
    @Test func anEvaluationWithoutAThreadIsRefusedNotRunUnbounded() throws {
        let evaluator = try XPathEvaluator(document: deepDocument(), limits: XPathLimits(timeLimit: 600))
        evaluator.threadCreationFailure = EAGAIN
        #expect {
            _ = try evaluator.evaluate(XPathExpression(String(repeating: "//*", count: 10)))
        } throws: { error in
            limitMessage(error)?.hasPrefix("not evaluated: no thread could be started to bound its time") == true
        }
        evaluator.threadCreationFailure = nil
        #expect(try evaluator.evaluate(XPathExpression("count(//leaf)")) == .number(90))
    }

    /// Issue 21, item 5: a thread per evaluation made axis XPaths 2-3x
    /// libxml2 per call. An expression that ended within the limits on an
    /// unchanged document does the same work again, so its repeat runs
    /// without one; anything else is bounded by a thread as before.
    @Test func aRepeatWithinTheLimitsRunsWithoutAThread() throws {
        let evaluator = try XPathEvaluator(document: deepDocument())
        let expression = try XPathExpression("//leaf/parent::*")
        let first = try evaluator.evaluate(expression)
        #expect(evaluator.threadsStarted == 1)
        for _ in 0..<3 { #expect(try evaluator.evaluate(expression) == first) }
        #expect(evaluator.threadsStarted == 1)
        _ = try evaluator.evaluate(XPathExpression("//leaf/.."))
        #expect(evaluator.threadsStarted == 2)
    }

    @Test func aCatastrophicRegularExpressionIsStopped() throws {
        let evaluator = try XPathEvaluator(
            document: deepDocument(), functions: .webDriverAgent(regularExpressions: FoundationRegularExpressions()),
            limits: XPathLimits(timeLimit: 0.3))
        #expect {
            _ = try evaluator.evaluate(XPathExpression("//*[matches(@name, '(a+)+$')]"))
        } throws: { error in
            limitMessage(error)?.hasPrefix("stopped after 0.3 s, the time limit") == true
        }
    }

    @Test func growingStringsAreStoppedByTheMemoryLimit() throws {
        let evaluator = try XPathEvaluator(
            document: deepDocument(), functions: .webDriverAgent(regularExpressions: FoundationRegularExpressions()),
            limits: XPathLimits(timeLimit: 600, memoryLimit: 1 << 20))
        var growing = "string(/n/@name)"
        for _ in 0..<6 { growing = "replace(\(growing), '.', '$0$0$0$0$0$0$0$0')" }
        #expect {
            _ = try evaluator.evaluate(XPathExpression("string-length(\(growing))"))
        } throws: { error in
            limitMessage(error)?.hasPrefix("stopped after holding 1 MiB, the memory limit") == true
        }
    }

    /// The evaluator turns libxml2's XPath object cache on, so objects one
    /// evaluation releases are reused by the next without being allocated
    /// again. What the cache hands on is bounded (tens of KB), so with it
    /// warm a node set past the memory limit is still stopped, and small
    /// evaluations before and after it are not.
    @Test func theMemoryLimitHoldsWithAWarmObjectCache() throws {
        let builder = XMLTreeBuilder()
        builder.openElement(name: "list", tag: 0)
        builder.addAttribute(name: "name", value: "cells")
        // 150,000 nodes: a node set of them needs a 2 MiB table.
        for tag in 1...150_000 {
            builder.openElement(name: "cell", tag: tag)
            builder.closeElement()
        }
        builder.closeElement()
        let evaluator = try XPathEvaluator(document: builder.finish(), limits: XPathLimits(memoryLimit: 1 << 20))
        let small = [
            ("count(/list[@name = 'cells'])", XPathValue.number(1)), ("string(/list/@name)", .string("cells")),
            ("boolean(/list[not(@other)])", .boolean(true)),
        ]
        for _ in 0..<3 {
            for (expression, value) in small { #expect(try evaluator.evaluate(XPathExpression(expression)) == value) }
        }
        #expect {
            _ = try evaluator.evaluate(XPathExpression("count(//cell)"))
        } throws: { error in
            limitMessage(error)?.hasPrefix("stopped after holding 1 MiB, the memory limit") == true
        }
        for (expression, value) in small { #expect(try evaluator.evaluate(XPathExpression(expression)) == value) }
    }

    /// `//*` with an operation limit of 10 said "invalid expression at offset 0".
    @Test func theOperationLimitIsReportedAsSuch() throws {
        let evaluator = try XPathEvaluator(document: deepDocument(), limits: XPathLimits(operationLimit: 10))
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: "//*", limit: 10)) {
            try evaluator.evaluate(XPathExpression("//*"))
        }
    }

    /// The fewest operations `expression` needs on a fresh evaluator.
    private func operationsNeeded(_ expression: String, on document: LXDocument) throws -> Int {
        var (low, high) = (1, 1_000_000)
        while low < high {
            let middle = (low + high) / 2
            let fits = (try? XPathEvaluator(document: document, limits: XPathLimits(operationLimit: middle)).evaluate(XPathExpression(expression))) != nil
            if fits { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A repeat of an expression that stayed within the limit is evaluated
    /// without libxml2's count; anything that can need more operations
    /// (another expression, another context node, the document changed)
    /// is counted again.
    @Test func theOperationLimitHoldsForEveryEvaluation() throws {
        let document = deepDocument()
        let needed = try operationsNeeded(".//*", on: document)
        let evaluator = try XPathEvaluator(document: document, limits: XPathLimits(operationLimit: needed))
        let all = try XPathExpression(".//*")
        let expected = try XPathEvaluator(document: document).evaluate(all)
        for _ in 0..<3 { #expect(try evaluator.evaluate(all) == expected) }
        // The same expression on the document wrapped in one more element
        // needs more than the limit.
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: ".//*", limit: needed)) {
            try document.withRootElementWrapped(in: "AppiumAUT") { try evaluator.evaluate(all) }
        }
        #expect(try evaluator.evaluate(all) == expected)
        // From the document node, one more node is visited.
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: ".//*", limit: needed)) {
            try evaluator.evaluate(all, from: .document)
        }
        // Another expression is counted on its own.
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: "count(.//*)", limit: needed)) {
            try evaluator.evaluate(XPathExpression("count(.//*)"))
        }
        #expect(try evaluator.evaluate(all) == expected)
    }
}
