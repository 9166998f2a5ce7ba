import LocatorLabComparison
import LocatorLabModel
import LocatorLabWebDriver

extension ReplayedRun {
    /// The run report as `replay` writes it (ReplayCommand), without a time bound.
    func report<Clock: MeasurementClock>(screens: [Screen], settings: CompareSettings, clock: Clock)
        -> RecordedRunReport
    {
        RecordedRunAnalysis(settings: settings, clock: clock, trialsUpToMilliseconds: 250).replayed(
            screens: screens,
            finds: recordedFinds, sessions: sessions, notes: notes)
    }
}
