import LocatorLabModel
import LocatorLabRecording

/// What a replay saw, for its run report: the sessions clients opened and
/// every find answered, handed over as a recorded run's finds
/// (``recordedFinds``) and notes. The command feeds them to the analysis
/// `compare --recording` makes of a recorded run: the same grouping by
/// distinct locator, compare's verdict, fragility findings and verified
/// replacements, and LocatorLab's estimate of each locator's device cost.
public struct ReplayedRun: Sendable {
    public let sessions: [RecordedSession]
    public let finds: [ReplayedFind]
    /// Screenshots (of a screen or an element) answered with a blank image:
    /// no `--screenshot` was given for the screen, or an element's was asked.
    public let blankScreenshots: Int
    /// Sessions deleted after going without a command past their `newCommandTimeout`.
    public let expiredSessions: Int

    /// Sessions of a replayed recording that no recorded session fitted.
    public let unmatchedSessions: [String]

    public init(
        sessions: [RecordedSession], finds: [ReplayedFind], blankScreenshots: Int = 0, expiredSessions: Int = 0,
        unmatchedSessions: [String] = []
    ) {
        self.sessions = sessions
        self.finds = finds
        self.blankScreenshots = blankScreenshots
        self.expiredSessions = expiredSessions
        self.unmatchedSessions = unmatchedSessions
    }

    /// The finds as a recorder would have written them, the replay in the
    /// upstream's place: its answer, its references, and its evaluation
    /// time where a device's latency would be.
    /// A find whose locator the log cut (``ReplayedFind/valueWasCut``) is
    /// left out: the report would evaluate a locator it was not sent.
    public var recordedFinds: [RecordedFind] {
        finds.filter { !$0.valueWasCut }.map { find in
            let failed = find.error != nil
            return RecordedFind(
                sequence: find.sequence, session: find.session, screen: find.screen, using: find.using, value: find.value,
                plural: find.plural, context: find.context,
                status: failed ? (WebDriverError.Code(rawValue: find.error ?? "")?.httpStatus ?? 500) : 200,
                error: find.error,
                elements: failed ? [] : Array(find.references.prefix(find.plural ? find.references.count : 1)),
                latencyMilliseconds: find.evaluationMilliseconds)
        }
    }

    /// What the run report says of the replay beyond its finds: blank
    /// screenshots, finds left out, expired and unmatched sessions, jumps
    /// and resynchronizations. The command appends them to the analysis of
    /// ``recordedFinds`` (``RecordedRunAnalysis/replayed(screens:finds:sessions:notes:)``).
    public var notes: [String] {
        var notes: [String] = []
        if blankScreenshots > 0 {
            notes.append(
                "\(blankScreenshots) screenshot\(blankScreenshots == 1 ? " was" : "s were") answered with a blank grey "
                    + "image: no --screenshot was given for the screen, or an element's was asked (replay does not crop)")
        }
        let cut = finds.filter(\.valueWasCut).count
        if cut > 0 {
            notes.append(
                "\(cut) find\(cut == 1 ? " was" : "s were") left out: \(cut == 1 ? "its locator was" : "their locators were") "
                    + "longer than \(ReplayedFind.maximumLoggedValueBytes / 1024) KiB, more than the run log keeps of one find")
        }
        if expiredSessions > 0 {
            notes.append(
                "\(expiredSessions) session\(expiredSessions == 1 ? " was" : "s were") deleted after going without a command "
                    + "for longer than \(expiredSessions == 1 ? "its" : "their") newCommandTimeout (60 s unless the "
                    + "appium:newCommandTimeout capability says otherwise; 0 keeps a session forever), as Appium deletes them")
        }
        let waited = finds.compactMap(\.implicitWaitMilliseconds)
        if !waited.isEmpty {
            let total = waited.reduce(0, +)
            notes.append(
                "\(waited.count) find\(waited.count == 1 ? "" : "s") found nothing with an implicit wait set: on a device "
                    + "each would have waited its implicit wait before answering, \(Self.seconds(total)) in all; the replay "
                    + "answered at once, because a saved screen does not change by itself and waiting cannot change "
                    + "an answer")
        }
        for id in unmatchedSessions {
            let platform = sessions.first { $0.id == id }?.platform.displayName ?? "its platform"
            notes.append(
                "session \(id) followed no recorded session: the recording has none of \(platform) and its app, so "
                    + "its screens followed the page-source rules")
        }
        for find in finds {
            guard let from = find.jumpedFrom else { continue }
            if find.resynchronized {
                notes.append(
                    "find \(find.sequence) (\(find.using) \(find.value)) was sent where the recorded session did not "
                        + "send it; the session moved from \(from) to \(find.screen), where it did: a resynchronization")
                continue
            }
            notes.append(
                "find \(find.sequence) (\(find.using) \(find.value)) matched nothing on \(from) and was answered on "
                    + "\(find.screen), the first later page source where it matched: a jump")
        }
        return notes
    }

    /// `12.5 s`, `3 s`: milliseconds in seconds.
    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
