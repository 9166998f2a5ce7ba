import LocatorLabModel
import LocatorLabRecording

extension RecordedRunAnalysis {
    /// `replay`'s run report: the analysis of the finds a replay answered,
    /// as a recorded run's, on the replay's screens, with what the replay
    /// says of itself (`notes`: jumps, blank screenshots, sessions). The
    /// finds' latencies are the replay's own evaluation times, which the
    /// report says.
    public func replayed(screens: [Screen], finds: [RecordedFind], sessions: [RecordedSession], notes: [String])
        -> RecordedRunReport
    {
        var report = run(screens: screens, finds: finds, sessions: sessions)
        report.notes.append(
            "replayed by locatorlab replay: the \"device\" answers are the replay's own, and the device times "
                + "its evaluation times on the saved screens")
        report.notes += notes
        return report
    }
}
