import LocatorLabComparison
import LocatorLabWebDriver

extension ReplayedRun {
    /// The run report as `replay` writes it (ReplayCommand), without a time bound.
    func report<Clock: MeasurementClock>(screens: [ReplayScreen], settings: CompareSettings, clock: Clock)
        -> RecordedRunReport
    {
        RecordedRunAnalysis(settings: settings, clock: clock, trialsUpToMilliseconds: 250).replayed(
            screens: screens.map { RecordedRunScreen(id: $0.name, pageSource: $0.file, tree: $0.tree) },
            finds: recordedFinds, sessions: sessions, notes: notes)
    }
}
