import LocatorLabModel
import LocatorLabRecording

/// Where a recording says each replayed session goes: the screen it starts
/// on, the screen the recorded run reached after each of its actions, and
/// the finds it sent between them.
///
/// A new session follows the recorded session that fits it (``fitting(…)``):
/// one of its platform and app, pinned by `locatorlab:recordedSession`, else
/// the first not followed yet, and at its first find the one whose first
/// find sent that locator. So `pytest -k`, a rerun of one failed test or
/// another test order follows the run it is, never another platform's. Its
/// k-th action moves it to the screen the recorded session reached after its
/// own k-th action (``Recording/screen(after:)``); an action the recording
/// has no screen after leaves the screen as it is.
public struct RecordingPlan: Sendable, Hashable {
    public struct SessionPlan: Sendable, Hashable {
        /// The recorded session's id.
        public let recordedID: String
        public let platform: Platform
        /// `appium:appPackage` or `bundleId`, as recorded.
        public let app: String?
        public let start: Int
        /// After the k-th action (from 0), the screen to move to, if known.
        public let afterActions: [Int?]
        /// Every find the recorded session sent, in order.
        public let finds: [Step]
    }

    /// One recorded find: its locator, the screen it was sent on, and how
    /// many actions the session had sent before it.
    public struct Step: Sendable, Hashable {
        public let using: String
        public let value: String
        public let screen: Int?
        public let actionsBefore: Int
    }

    public let sessions: [SessionPlan]

    /// - Parameter screenIndex: a recorded screen's id → its position
    ///   among the screens the replay serves.
    public init(recording: Recording, screenIndex: [String: Int]) {
        sessions = recording.sessions.map { session in
            let finds = recording.finds.filter { $0.session == session.id }.sorted { $0.sequence < $1.sequence }
            // An action the device refused changed nothing, and a replay
            // refusing it the same way does not count it either.
            let actions = recording.actions.filter { $0.session == session.id && (200..<300).contains($0.status) }
                .sorted { $0.sequence < $1.sequence }
            let firstScreen = finds.first?.screen ?? actions.first?.screen
                ?? recording.screens.first { $0.session == session.id }?.id
            return SessionPlan(
                recordedID: session.id, platform: session.platform, app: session.appPackage ?? session.bundleID,
                start: firstScreen.flatMap { screenIndex[$0] } ?? 0,
                afterActions: actions.map { action in recording.screen(after: action).flatMap { screenIndex[$0] } },
                finds: finds.map { find in
                    Step(
                        using: find.using, value: find.value, screen: screenIndex[find.screen],
                        actionsBefore: actions.count { $0.sequence < find.sequence })
                })
        }
    }

    /// The recorded sessions a new session may follow: those of its
    /// platform, and of its app when both name one; `pinned` (a number
    /// from 1 or a recorded id) narrows them to that one.
    func fitting(platform: Platform, app: String?, pinned: String?) -> [Int] {
        sessions.indices.filter { index in
            let plan = sessions[index]
            if let pinned { return plan.recordedID == pinned || Int(pinned) == index + 1 }
            guard plan.platform == platform else { return false }
            if let app, let recorded = plan.app { return app == recorded }
            return true
        }
    }
}

extension RecordingPlan.SessionPlan {
    /// The recorded find to follow for a find of `using`/`value` sent after
    /// `actions` actions: one sent at that point, else the nearest later
    /// one with that locator, else the nearest earlier one; nil when the
    /// session never sent it.
    func step(for using: String, _ value: String, after actions: Int) -> RecordingPlan.Step? {
        let same = finds.filter { $0.using == using && $0.value == value }
        return same.first { $0.actionsBefore == actions } ?? same.first { $0.actionsBefore > actions }
            ?? same.last { $0.actionsBefore < actions }
    }
}
