import LocatorLabComparison
import LocatorLabLocators

extension ScreenTools {
    struct CheckLocatorInput: Decodable {
        var locator: ToolLocator
        var screen: String?
    }

    /// `compare`'s report of the one locator: its status per screen
    /// (unique, ambiguous, broken), fragility findings, the ranked
    /// replacements verified on each screen, survival, and (an XPath) its
    /// timings against the identifier lookup that finds the same elements.
    struct CheckLocatorOutput: Encodable {
        var report: LocatorReport
        /// What the timings are: a quick estimate, not `compare`'s full measurement.
        var timing: String
    }

    /// The timings check_locator takes of an XPath, as `compare` takes them:
    /// what a driver pays for the XPath, the identifier lookup finding the
    /// same elements, and the native strategies' equivalents.
    static let estimatedTimings: Set<TimingKind> = Set([.xpathDevice, .idIndex] + TimingKind.native)

    /// A few short samples (`compare` measures 50 ms or more per timing),
    /// each operation cut off at `--xpath-timeout`: an assistant waits for
    /// the answer.
    static func estimateSettings(timeLimit seconds: Double) -> MeasurementSettings {
        let bound = UInt64(max(0, min(seconds, 0.2)) * 1_000_000_000)
        return MeasurementSettings(
            minimumTime: min(5_000_000, bound), minimumSamples: 3, maximumSamples: 5, maximumTime: bound,
            targetSamples: 3)
    }

    func checkLocator(_ input: CheckLocatorInput) throws(ToolError) -> CheckLocatorOutput {
        let locator = try input.locator.locator()
        let indexes = try screenIndexes(input.screen)
        let settings = CompareSettings(
            measurement: Self.estimateSettings(timeLimit: served.limits.timeLimit), timings: Self.estimatedTimings,
            xpathLimits: served.limits, workers: 1)
        let list = LocatorList(entries: [LocatorList.Entry(expression: locator.value, strategy: locator.strategy)])
        let report = compare(list, on: indexes, settings: settings, clock: clock)
        guard let only = report.locators.first else { throw ToolError("check_locator: no report for the locator") }
        let timing =
            locator.strategy == .xpath
            ? "an estimate from \(settings.measurement.minimumSamples) to \(settings.measurement.maximumSamples) short samples per timing, in nanoseconds, each evaluation bounded by --xpath-timeout (\(served.limits.timeLimit) s); `locatorlab compare` measures longer"
            : "not timed: compare times an XPath against the identifier lookup that finds the same elements, and this locator is not an XPath"
        return CheckLocatorOutput(report: only, timing: timing)
    }

    /// `compare` of `list` on the served screens `indexes`, on their
    /// engines (the server's cache).
    private func compare<Clock: MeasurementClock>(
        _ list: LocatorList, on indexes: [Int], settings: CompareSettings, clock: Clock
    ) -> CompareReport {
        LocatorComparison(settings: settings, clock: clock).run(
            pageSources: indexes.map { served.screens[$0] }, locators: list, engines: indexes.map { served.engine($0) })
    }
}
