import Foundation
import LocatorLabModel
import LocatorLabRecording
import LocatorLabWebDriver

/// What `record` knows of the run as it goes: per session, the screen
/// captured last and whether an action may have changed it since; and the
/// recording being written. One actor, so that the sessions a suite runs
/// at once each see their own state.
actor RunRecorder {
    private let writer: RecordingWriter
    private var sessions: [String: SessionState] = [:]
    private(set) var finds = 0
    private(set) var actions = 0
    private(set) var screens: Set<String> = []
    /// Events that could not be written (a full disk): the run goes on, and
    /// the user is told at the end.
    private(set) var failures: [String] = []

    private struct SessionState {
        var screen: String?
        /// An action was sent since the screen was captured (or none was).
        var stale = true
    }

    init(writer: RecordingWriter) {
        self.writer = writer
    }

    func started(_ session: RecordedSession) {
        sessions[session.id] = SessionState()
        attempt { () throws(RecordingError) in try writer.startSession(session) }
    }

    func ended(_ session: String) {
        sessions[session] = nil
    }

    /// Whether the next find of `session` needs a new capture: at its first
    /// find, and at the first find after any action.
    func needsCapture(_ session: String) -> Bool {
        sessions[session]?.stale ?? true
    }

    /// The session's current screen, if one was captured.
    func screen(of session: String) -> String? {
        sessions[session]?.screen
    }

    /// Stores a page source the upstream answered for `session` (stored
    /// once when seen before) and makes it the session's screen. A session
    /// the proxy did not see start (created before it, or by another way)
    /// is declared now, its platform told by the page source.
    func captured(session: String, source: [UInt8], screenshot: [UInt8]?) -> String? {
        if sessions[session] == nil {
            // UiAutomator2's page source is rooted at `<hierarchy>`.
            let platform: Platform = String(decoding: source.prefix(300), as: UTF8.self).contains("<hierarchy") ? .android : .ios
            started(RecordedSession(id: session, platform: platform, automationName: nil, appPackage: nil, bundleID: nil))
        }
        guard let id = attempt({ () throws(RecordingError) in try writer.screen(source: source, screenshot: screenshot, session: session) })
        else { return nil }
        screens.insert(id)
        sessions[session]?.screen = id
        sessions[session]?.stale = false
        return id
    }

    func recordFind(
        session: String, screen: String, locator: (using: String, value: String), plural: Bool, context: String?,
        answer: UpstreamClient.Answer
    ) {
        finds += 1
        let read = WebDriverAnswer(body: Array(answer.body))
        attempt { () throws(RecordingError) in
            try writer.recordFind { sequence in
                RecordedFind(
                    sequence: sequence, session: session, screen: screen, using: locator.using, value: locator.value,
                    plural: plural, context: context, status: answer.status,
                    error: (200..<300).contains(answer.status) ? nil : read.error,
                    elements: read.elements,
                    latencyMilliseconds: (answer.milliseconds * 1000).rounded() / 1000)
            }
        }
    }

    /// Records an action sent on `screen` and marks the session's screen stale.
    func recordAction(session: String, screen: String, command: String, element: String?, status: Int) {
        actions += 1
        sessions[session]?.stale = true
        attempt { () throws(RecordingError) in
            try writer.recordAction { sequence in
                RecordedAction(
                    sequence: sequence, session: session, screen: screen, command: command, element: element,
                    status: status)
            }
        }
    }

    /// Marks the session's screen stale without recording (an action sent
    /// before any screen could be captured).
    func invalidate(_ session: String) {
        sessions[session]?.stale = true
    }

    @discardableResult
    private func attempt<T>(_ body: () throws(RecordingError) -> T) -> T? {
        do {
            return try body()
        } catch {
            failures.append(error.description)
            return nil
        }
    }
}
