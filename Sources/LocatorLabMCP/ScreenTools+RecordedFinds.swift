import LocatorLabComparison
import LocatorLabModel

extension ScreenTools {
    struct RecordedFindsInput: Decodable {
        /// A recording's name as list_screens gives it; may be left out
        /// when the server serves one.
        var recording: String?
        var limit: Int?
    }

    struct RecordedFindsOutput: Encodable {
        var recording: String
        /// The name each of the recording's screens is served under (for
        /// the other tools), by the screen id the report uses.
        var screens: [ServedScreenName]
        /// `compare --recording`'s report: each distinct locator the run
        /// sent, its result on each screen it was sent on (unique, broken …),
        /// each find's recorded answer beside LocatorLab's, and the verified
        /// identifier replacement.
        var report: RecordedRunReport
        /// Locators past the limit, left out of `report.locators` (the
        /// summary counts them all).
        var omittedLocators: Int
    }

    struct ServedScreenName: Encodable {
        var id: String
        var screen: String
    }

    /// `compare --recording` on one served recording, through
    /// ``RecordedRunAnalysis`` (the same analysis, on the screens read at
    /// start), without timings: the recorded latencies are the device's.
    func recordedFinds(_ input: RecordedFindsInput) throws(ToolError) -> RecordedFindsOutput {
        let served = try recording(named: input.recording)
        var report: RecordedRunReport
        if let known = recordedReports[served.name] {
            report = known
        } else {
            let trees = Dictionary(
                zip(served.recording.screens.map { served.recording.path(of: $0.source) }, served.screens.map(\.tree)),
                uniquingKeysWith: { first, _ in first })
            let settings = CompareSettings(timings: [], xpathLimits: self.served.limits, workers: 1)
            report = try RecordedRunAnalysis(settings: settings, clock: ContinuousMeasurementClock())
                .run(recordings: [served.recording], engines: self.served.engines(ofRecording: served.name)) {
                    path throws(ToolError) in
                    // Every screen was read (and confined to the roots) at start.
                    guard let tree = trees[path] else { throw ToolError("\(path): not a screen of \(served.name)") }
                    return tree
                }
            recordedReports[served.name] = report
        }
        let limit = Self.limit(input.limit)
        let omitted = max(0, report.locators.count - limit)
        report.locators = Array(report.locators.prefix(limit))
        return RecordedFindsOutput(
            recording: served.name,
            screens: zip(served.recording.screens, served.screens).map { ServedScreenName(id: $0.id, screen: $1.name) },
            report: report, omittedLocators: omitted)
    }

    /// The recording a tool names, or the only one.
    func recording(named name: String?) throws(ToolError) -> ServedRecording {
        let names = recordings.map(\.name).joined(separator: ", ")
        guard let name else {
            guard recordings.count == 1 else {
                throw ToolError(
                    recordings.isEmpty
                        ? "this server was started without --recording, so it serves no recorded run"
                        : "give the recording: one of \(names)")
            }
            return recordings[0]
        }
        guard let found = recordings.first(where: { $0.name == name }) else {
            throw ToolError(
                recordings.isEmpty
                    ? "this server was started without --recording, so it serves no recorded run"
                    : "unknown recording \(ToolError.quoted(name)); the recordings served are: \(names)")
        }
        return found
    }
}
