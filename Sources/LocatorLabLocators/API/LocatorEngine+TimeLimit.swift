import LocatorLabXML

/// The time limit of the strategies evaluated in Swift (predicate, class
/// chain, UiAutomator). Their walks are bounded by work limits, but a
/// regular expression is not: `type MATCHES '(.|.|.)*!'` ran 68 s on a
/// 100-element page, the class chain and `classNameMatches` equivalents
/// 15-20 s. So each evaluation runs inside the same ``EvaluationBudget`` as
/// an XPath, with the engine's ``XPathLimits/timeLimit``; every regular
/// expression gives up at its deadline (``FoundationRegularExpressions``)
/// and the evaluation is refused, never answered with what was found so far.
extension LocatorEngine {
    func withinTimeLimit(
        _ expression: String, _ evaluation: () throws(LocatorError) -> LocatorResult
    ) throws(LocatorError) -> LocatorResult {
        let (result, exceeded) = try EvaluationBudget.run(limits, evaluation)
        guard exceeded == .none else { throw .timeLimitExceeded(expression: expression, seconds: limits.timeLimit) }
        return result
    }
}
