import LocatorLabModel
import LocatorLabTestSupport
import LocatorLabXML
import Testing

@testable import LocatorLabLocators

@Suite("XPath errors")
struct XPathErrorTests {
    let engine = LocatorEngine(tree: TreeFixtures.iosLogin())

    func error(of locator: Locator) -> LocatorError? {
        do {
            _ = try engine.evaluate(locator)
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidXPathReportsTheOffsetAndPrintsNothing() {
        let (error, output) = StandardErrorCapture.capture { self.error(of: .xpath("//a[")) }
        guard case .invalidXPath(let expression, let offset, _) = error else {
            Issue.record("expected invalidXPath, got \(String(describing: error))")
            return
        }
        #expect(expression == "//a[")
        #expect(offset == 4)
        #expect(output.isEmpty)
        #expect(error?.description.hasPrefix("invalid XPath '//a[' at offset 4") == true)
    }

    @Test func offsetPointsIntoTheTextAsWrittenAfterTheAnyReplacement() {
        #expect {
            try engine.evaluate(.xpath("//XCUIElementTypeAny["))
        } throws: { error in
            guard case LocatorError.invalidXPath(_, let offset, _) = error else { return false }
            return offset == 21
        }
    }

    @Test func attributeNodesAreRejected() {
        #expect {
            try engine.evaluate(.xpath("//XCUIElementTypeButton/@name"))
        } throws: { error in
            guard case LocatorError.nonElementResult(_, let selection, .ios) = error else { return false }
            return selection.hasPrefix("attribute nodes") && "\(error)".contains("only returns elements")
        }
    }

    @Test func scalarValuesAreRejected() {
        #expect {
            try engine.evaluate(.xpath("count(//*)"))
        } throws: { error in
            guard case LocatorError.nonElementResult(_, let selection, _) = error else { return false }
            return selection == "a number (9), not elements"
        }
        #expect(throws: LocatorError.self) { try engine.evaluate(.xpath("name(/*) = 'x'")) }
    }

    @Test func workLimitStopsAHeavyExpression() {
        let big = LocatorEngine(tree: TreeFixtures.generatedIOS(count: 300, seed: 7), limits: XPathLimits(operationLimit: 1000))
        #expect {
            try big.evaluate(.xpath("count(//*//*//*)"))
        } throws: { error in
            guard case LocatorError.workLimitExceeded(let expression, let limit) = error else { return false }
            return expression == "count(//*//*//*)" && limit == 1000 && "\(error)".contains("1000 operations")
        }
        // The same engine still answers cheap queries within the limit.
        #expect((try? big.evaluate(.xpath("/*"))) != nil)
    }

    /// Limits are values each engine keeps, not a setting of the process:
    /// a server holds engines for many clients at once.
    @Test func twoEnginesInOneProcessKeepTheirOwnLimits() throws {
        let tree = TreeFixtures.generatedIOS(count: 300, seed: 7)
        let tight = LocatorEngine(tree: tree, limits: XPathLimits(operationLimit: 1000, timeLimit: 0.3))
        let roomy = LocatorEngine(tree: tree, limits: XPathLimits(timeLimit: 0.6))
        #expect(tight.limits.operationLimit == 1000 && roomy.limits == XPathLimits(timeLimit: 0.6))
        // Outside the subset the model answers, so libxml2 counts its work.
        let heavy = Locator.xpath("//*[count(//*) > 0]")
        // Made after the tight one, the roomy engine changed nothing for it.
        #expect(throws: LocatorError.workLimitExceeded(expression: heavy.value, limit: 1000)) { try tight.evaluate(heavy) }
        #expect(try roomy.evaluate(heavy).matches.count > 0)
        #expect(throws: LocatorError.workLimitExceeded(expression: heavy.value, limit: 1000)) { try tight.evaluate(heavy) }
        // Each stops a runaway XPath at its own time limit: a catastrophic
        // regular expression, exponential on any machine (`//*` ten times,
        // used before, is answered within the limit on an idle one).
        let runaway = Locator.xpath("//*[matches('\(String(repeating: "a", count: 40))b', '^(a+)+$')]")
        for (engine, seconds) in [(tight, "0.3 s"), (roomy, "0.6 s")] {
            #expect {
                try engine.evaluate(runaway)
            } throws: { error in
                "\(error)".contains("stopped after \(seconds), the time limit for one evaluation")
            }
        }
    }

    /// An evaluation stopped at its limit leaves a context libxml2 may
    /// have left half-made objects in; the next XPath on the same engine
    /// must get a sound one. Before, replay crashed (SIGSEGV in
    /// `xmlXPathRoot`) within seconds of two clients looping a
    /// catastrophic regular expression between ordinary finds; this loop
    /// crashed the test process the same way.
    @Test func theXPathAfterAStoppedOneIsAnsweredRight() throws {
        let tree = TreeFixtures.generatedIOS(count: 300, seed: 7)
        let stopped = LocatorEngine(tree: tree, limits: XPathLimits(timeLimit: 0.05))
        let reference = LocatorEngine(tree: tree)
        let runaway = Locator.xpath("//*[matches('\(String(repeating: "a", count: 40))b', '^(a+)+$')]")
        let ordinary = [
            Locator.xpath("//XCUIElementTypeButton"), .xpath("/*"), .xpath("//*[@name][last()]"),
            .xpath("(//XCUIElementTypeStaticText)[2]"), .xpath("//*[contains(@name, 'e')]"),
        ]
        for round in 0..<12 {
            #expect(throws: LocatorError.self, "round \(round)") { try stopped.evaluate(runaway) }
            for locator in ordinary {
                let expected = try reference.evaluate(locator).matches
                // Twice: a repeat runs on the caller's thread, on the same context.
                for _ in 0..<2 {
                    #expect(try stopped.evaluate(locator).matches == expected, "round \(round): \(locator.value)")
                }
            }
        }
    }

    @Test func xpath2FunctionWebDriverAgentLacksIsAnUnknownFunctionOnIOS() {
        // WebDriverAgent registers only seven XPath 2 functions; others fail
        // on a device as in LocatorLab.
        #expect {
            try engine.evaluate(.xpath("//*[exists(@name)]"))
        } throws: { error in
            guard case LocatorError.xpathEvaluationFailed(_, 4, let message) = error else { return false }
            return message == "unknown function exists()"
        }
    }

    @Test func unknownFunctionIsNamed() {
        #expect {
            try engine.evaluate(.xpath("//*[frobnicate(@name)]"))
        } throws: { error in
            guard case LocatorError.xpathEvaluationFailed(_, 4, let message) = error else { return false }
            return message == "unknown function frobnicate()"
        }
    }

    @Test func emptyExpressionIsInvalid() {
        #expect(throws: LocatorError.self) { try engine.evaluate(.xpath("")) }
    }
}
