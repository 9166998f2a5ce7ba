import LocatorLabInspection
import LocatorLabModel
import LocatorLabXML

/// The live query's engines, spread over ``EvaluationWorkers``: requests
/// arrive concurrently, and each ``LiveQuery`` (with the `LocatorEngine`s
/// it keeps) serves one at a time on a thread of its own. Two workers by
/// default, as the machines this runs on have two cores or more and each
/// worker holds its own query documents (about the page source's size).
final class LiveQueryService: Sendable {
    private let workers: EvaluationWorkers<LiveQuery>

    init(screens: [Screen], appPackage: String?, limits: XPathLimits, workers count: Int = 2) {
        workers = EvaluationWorkers(
            workers: (0..<max(1, count)).map { _ in LiveQuery(screens: screens, appPackage: appPackage, limits: limits) },
            // A page sends one query per keystroke pause; more than this
            // waiting is a client that does not wait for its answers.
            maximumWaiting: 16,
            // Each abandoned evaluation holds a core until libxml2 returns.
            maximumAbandoned: 2,
            abandoned: { XPathEvaluator.abandonedEvaluationsStillRunning })
    }

    func evaluate(page: Int, strategy: String, value: String) async throws(EvaluationWorkers<LiveQuery>.Refusal)
        -> LiveQueryResult
    {
        try await workers.run { $0.evaluate(page: page, strategy: strategy, value: value) }
    }

    func locators(page: Int, element: Int) async throws(EvaluationWorkers<LiveQuery>.Refusal) -> [InspectedLocator]? {
        try await workers.run { $0.locators(page: page, element: element) }
    }
}
