import LocatorLabInspection
import LocatorLabModel
import LocatorLabXML

/// The live query's engines behind an actor: requests arrive concurrently,
/// ``LiveQuery`` (and the `LocatorEngine`s it keeps) serve one at a time.
actor LiveQueryService {
    private let query: LiveQuery

    init(trees: [ElementTree], appPackage: String?, limits: XPathLimits) {
        query = LiveQuery(trees: trees, appPackage: appPackage, limits: limits)
    }

    func evaluate(page: Int, strategy: String, value: String) -> LiveQueryResult {
        query.evaluate(page: page, strategy: strategy, value: value)
    }

    func locators(page: Int, element: Int) -> [InspectedLocator]? {
        query.locators(page: page, element: element)
    }
}
