import LocatorLabLocators
import LocatorLabModel
import LocatorLabRecording
import LocatorLabReporting

extension RecordedRunAnalysis {
    /// Judges the finds of `recordings` on their own screens
    /// (`compare --recording`). `read` reads one screen's page source (a
    /// path inside its recording). With several recordings, each screen id
    /// and session id gets its recording's number (`2/screen-001`), so that
    /// screens and sessions of different runs are never taken for one another.
    /// `shard` judges one share of the distinct locators (see
    /// ``run(screens:finds:sessions:actions:shard:engines:)``). `engines`,
    /// whose screens are those of `recordings` in order (a server's, which
    /// read them already), are evaluated on instead of new ones.
    public func run<Failure: Error>(
        recordings: [Recording], shard: ReportShard? = nil, engines: ScreenEngines? = nil,
        read: (String) throws(Failure) -> ElementTree
    ) throws(Failure) -> RecordedRunReport {
        var screens: [Screen] = []
        var finds: [RecordedFind] = []
        var actions: [RecordedAction] = []
        var sessions: [RecordedSession] = []
        for (number, recording) in recordings.enumerated() {
            let prefix = recordings.count > 1 ? "\(number + 1)/" : ""
            for screen in recording.screens {
                let path = recording.path(of: screen.source)
                screens.append(Screen(name: prefix + screen.id, file: path, tree: try read(path)))
            }
            finds += recording.finds.map { find in
                RecordedFind(
                    sequence: find.sequence, session: prefix + find.session, screen: prefix + find.screen, using: find.using,
                    value: find.value, plural: find.plural, context: find.context, status: find.status,
                    error: find.error, elements: find.elements, latencyMilliseconds: find.latencyMilliseconds)
            }
            actions += recording.actions.map { action in
                RecordedAction(
                    sequence: action.sequence, session: prefix + action.session, screen: prefix + action.screen,
                    command: action.command, element: action.element, status: action.status)
            }
            sessions += recording.sessions.map { session in
                RecordedSession(
                    id: prefix + session.id, platform: session.platform, automationName: session.automationName,
                    appPackage: session.appPackage, bundleID: session.bundleID)
            }
        }
        let shared = engines.flatMap { engines in
            engines.screens.count == screens.count ? engines.window(onto: Array(screens.indices), as: screens) : nil
        }
        var report = run(
            screens: screens, finds: finds, sessions: sessions, actions: actions, shard: shard, engines: shared)
        report.recordings = recordings.map(\.folder)
        report.notes = recordings.flatMap(\.notes)
        return report
    }
}
