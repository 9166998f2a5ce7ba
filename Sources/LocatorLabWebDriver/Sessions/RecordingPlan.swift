import LocatorLabRecording

/// Where a recording says each replayed session goes: the screen it starts
/// on and the screen the recorded run reached after each of its actions.
///
/// The n-th session a client opens replays the n-th recorded session (the
/// order the recorder saw them; past the last, it starts again from the
/// first), and its k-th action moves it to the screen the recorded
/// session reached after its own k-th action
/// (``Recording/screen(after:)``). An action the recording has no screen
/// after (the run ended, or only acted) leaves the screen as it is.
public struct RecordingPlan: Sendable, Hashable {
    public struct SessionPlan: Sendable, Hashable {
        /// The recorded session's id.
        public let recordedID: String
        public let start: Int
        /// After the k-th action (from 0), the screen to move to, if known.
        public let afterActions: [Int?]
    }

    public let sessions: [SessionPlan]

    /// - Parameter screenIndex: a recorded screen's id → its position
    ///   among the screens the replay serves.
    public init(recording: Recording, screenIndex: [String: Int]) {
        sessions = recording.sessions.map { session in
            let finds = recording.finds.filter { $0.session == session.id }
            let actions = recording.actions.filter { $0.session == session.id }.sorted { $0.sequence < $1.sequence }
            let firstScreen = finds.first?.screen ?? actions.first?.screen
                ?? recording.screens.first { $0.session == session.id }?.id
            return SessionPlan(
                recordedID: session.id, start: firstScreen.flatMap { screenIndex[$0] } ?? 0,
                afterActions: actions.map { action in recording.screen(after: action).flatMap { screenIndex[$0] } })
        }
    }

    /// The plan of the `ordinal`-th session opened (from 0), if any.
    func session(_ ordinal: Int) -> SessionPlan? {
        sessions.isEmpty ? nil : sessions[ordinal % sessions.count]
    }
}
