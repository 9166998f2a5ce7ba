/// A recorded test run, read back: the sessions it opened, the distinct
/// screens it looked at, every find it sent and every action that could
/// change the screen, in the order they happened.
///
/// `replay` serves its screens and follows its actions; `compare
/// --recording` judges each find on the screen where it was sent; `convert
/// --recording` takes its screens as page sources and its finds as the
/// run-time values of dynamic locators.
public struct Recording: Sendable {
    /// The recording folder as given.
    public let folder: String
    public let manifest: RecordingManifest
    public let sessions: [RecordedSession]
    public let screens: [RecordedScreen]
    public let finds: [RecordedFind]
    public let actions: [RecordedAction]
    /// What the reader noticed but could read past (a last line cut short).
    public let notes: [String]

    public init(
        folder: String, manifest: RecordingManifest, sessions: [RecordedSession], screens: [RecordedScreen],
        finds: [RecordedFind], actions: [RecordedAction], notes: [String]
    ) {
        self.folder = folder
        self.manifest = manifest
        self.sessions = sessions
        self.screens = screens
        self.finds = finds
        self.actions = actions
        self.notes = notes
    }

    public func session(id: String) -> RecordedSession? {
        sessions.first { $0.id == id }
    }

    public func screen(id: String) -> RecordedScreen? {
        screens.first { $0.id == id }
    }

    /// The path of a file the recording names (relative to its folder).
    public func path(of relativePath: String) -> String {
        folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath
    }

    /// The screen the run was on after `action`: the screen of the session's
    /// next find, or nil when the session sent no find after it (the run
    /// ended, or only acted). The recorder captures a screen at the first
    /// find after an action, so this is the screen that action led to.
    /// When another action of the session came before that find (keys
    /// typed, then a click), the capture tells only where the last of them
    /// led: the earlier ones leave the screen as it was, so that the element
    /// the next action targets is still on it.
    public func screen(after action: RecordedAction) -> String? {
        let next = finds.first { $0.session == action.session && $0.sequence > action.sequence }
        let acted = actions.contains {
            $0.session == action.session && $0.sequence > action.sequence && $0.sequence < (next?.sequence ?? .max)
        }
        return acted ? nil : next?.screen
    }

    /// The screens in the order the run first saw them, as page-source paths.
    public var sourcePaths: [String] {
        screens.map { path(of: $0.source) }
    }
}
