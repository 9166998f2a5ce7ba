import LocatorLabComparison
import LocatorLabLocators

extension ScreenTools {
    struct CheckLocatorInput: Decodable {
        var locator: ToolLocator
        var screen: String?
    }

    /// `compare`'s report of the one locator, without timings: its status
    /// per screen (unique, ambiguous, broken), fragility findings, the
    /// ranked replacements verified on each screen, survival.
    struct CheckLocatorOutput: Encodable {
        var report: LocatorReport
    }

    func checkLocator(_ input: CheckLocatorInput) throws(ToolError) -> CheckLocatorOutput {
        let locator = try input.locator.locator()
        let screens = try screenIndexes(input.screen).map { served.screens[$0] }
        let settings = CompareSettings(timings: [], xpathLimits: served.limits, workers: 1)
        let list = LocatorList(entries: [LocatorList.Entry(expression: locator.value, strategy: locator.strategy)])
        let report = LocatorComparison(settings: settings, clock: ContinuousMeasurementClock())
            .run(pageSources: screens, locators: list)
        guard let only = report.locators.first else { throw ToolError("check_locator: no report for the locator") }
        return CheckLocatorOutput(report: only)
    }
}
