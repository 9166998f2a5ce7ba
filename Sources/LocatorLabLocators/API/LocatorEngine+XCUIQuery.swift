import LocatorLabModel
import LocatorLabXML

/// `xcuitest`: an XCUITest query as a Swift UI test writes it, evaluated
/// with XCTest's semantics on an iOS tree (see ``XCUIQueryOutcome``). It
/// never goes on the wire (``LocatorStrategy/webDriverName`` is `nil`).
extension LocatorEngine {
    /// Evaluates an XCUITest query expression (`app.buttons["Done"]`,
    /// `app.tables.cells.element(boundBy: 1)`, `app.staticTexts.count`).
    /// - Throws: ``LocatorError/invalidXCUIQuery(expression:offset:message:)``
    ///   for an expression XCTest would not compile or whose keys are not
    ///   literals; ``LocatorError/wrongPlatform(strategy:platform:)`` on an
    ///   Android tree; ``LocatorError/timeLimitExceeded(expression:seconds:)``
    ///   when a predicate's `MATCHES` runs past the engine's time limit (as
    ///   for the other strategies evaluated in Swift, ``withinTimeLimit(_:_:)``).
    public func evaluateXCUIQuery(_ expression: String) throws(LocatorError) -> XCUIQueryOutcome {
        try requirePlatform(of: .xcuitest)
        let syntax = try XCUIQueryParser.parse(expression)
        let (outcome, exceeded) = EvaluationBudget.run(limits) {
            XCUIQueryEvaluator(tree: tree).evaluate(syntax, expression: expression)
        }
        guard exceeded == .none else { throw .timeLimitExceeded(expression: expression, seconds: limits.timeLimit) }
        return outcome
    }

    /// The query as a locator: its located elements (``XCUIQueryOutcome/located``)
    /// and notes, XCTest's failure first among them.
    func evaluateXCUITestLocator(_ expression: String) throws(LocatorError) -> LocatorResult {
        let outcome = try evaluateXCUIQuery(expression)
        var notes = outcome.notes
        if let failure = outcome.failureMessage { notes.insert("XCTest fails the test: \(failure)", at: 0) }
        if let element = outcome.element, outcome.matches.count > 1, let position = outcome.matches.firstIndex(of: element) {
            notes.insert("the query matches \(outcome.matches.count) elements; XCTest takes the one at index \(position)", at: 0)
        }
        return LocatorResult(matches: outcome.located, notes: notes)
    }
}
