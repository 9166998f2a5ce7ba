import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabRecording
import LocatorLabReporting
import LocatorLabXML

/// The state of a replay: its screens, the sessions clients opened (each
/// with its current screen and its place in the recording), and the log of
/// every find. Many sessions are served at once, so every change is made
/// under one lock; evaluations run outside it, on the caller's
/// ``ScreenEngines`` (the server gives each worker its own).
///
/// ``handle(_:body:engines:)`` answers one command as the XCUITest or
/// UiAutomator2 driver would, and never throws: a command that cannot be
/// answered is a W3C error reply.
public final class ReplaySessions: @unchecked Sendable {
    /// The screens served, each with the bytes `GET /source` answers
    /// (``Screen/served``).
    public let screens: [Screen]
    let plan: RecordingPlan?
    /// The package Android sessions without `appium:appPackage` complete
    /// ids with (`--app-package`); else each screen's most common package.
    let appPackage: String?
    private let lock = NSLock()
    private var sessions: [String: ReplaySession] = [:]
    private var log: [ReplayedFind] = []
    /// Every session opened, deleted or not, for the run report.
    private var opened: [RecordedSession] = []
    /// Sessions numbered so far (ids are handed out before a session is registered).
    private var numbered = 0
    /// Screenshots answered with a blank image (``BlankPNG``), and the
    /// blank image of each screen without a screenshot, made once.
    private var blanksAnswered = 0
    private var blankImages: [BlankKey: [UInt8]] = [:]
    /// Sessions deleted for going without a command past their `newCommandTimeout`.
    private var expired = 0
    /// The recorded sessions a replayed session follows now, and how many
    /// sessions have followed each so far.
    private var followed: Set<Int> = []
    private var timesFollowed: [Int: Int] = [:]
    /// Sessions no recorded session fitted (other platform or app).
    private var unmatched: [String] = []
    /// The replay's clock: the time since an origin of its own (tests set it).
    private let now: @Sendable () -> Duration

    /// Sessions open at once: past it, `POST /session` is `session not
    /// created`. A suite runs one per device or worker (pytest-xdist's
    /// `-n 32` is 32); each open session holds the references it was
    /// handed, so a client that never deletes its sessions is stopped here
    /// and by ``ReplaySession/newCommandTimeout``.
    public static let maximumOpenSessions = 256

    /// - Parameter now: the replay's clock, a monotonic time since any
    ///   origin; sessions expire by it.
    public init(
        screens: [Screen], plan: RecordingPlan? = nil, appPackage: String? = nil,
        now: @escaping @Sendable () -> Duration = ReplaySessions.monotonicNow
    ) {
        self.screens = screens.map(\.served)
        self.plan = plan
        self.appPackage = appPackage
        self.now = now
    }

    /// The engines of one evaluation worker over these screens (the
    /// server gives each worker its own): the replay's finds never explain
    /// page-source differences, since they answer as a device would.
    public func engines(limits: XPathLimits = .default) -> ScreenEngines {
        ScreenEngines(screens: screens, limits: limits, explainsPageSourceDifferences: false)
    }

    /// The time since the first call, on the continuous clock.
    public static let monotonicNow: @Sendable () -> Duration = {
        let origin = ContinuousClock.now
        return { ContinuousClock.now - origin }
    }()

    /// Every find answered so far, in the order they were answered.
    public var finds: [ReplayedFind] { lock.withLock { log } }

    /// The sessions opened and the finds answered so far, for the run report.
    public var run: ReplayedRun {
        lock.withLock {
            ReplayedRun(
                sessions: opened, finds: log, blankScreenshots: blanksAnswered, expiredSessions: expired,
                unmatchedSessions: unmatched)
        }
    }

    /// The answer to `command`. Finds need `engines`; the other commands
    /// read only the saved screens.
    public func handle(_ command: WebDriverCommand, body: [UInt8], engines: ScreenEngines?) -> WebDriverReply {
        do {
            return try answer(command, body: body, engines: engines)
        } catch {
            return error.reply
        }
    }

    private func answer(_ command: WebDriverCommand, body: [UInt8], engines: ScreenEngines?) throws(WebDriverError)
        -> WebDriverReply
    {
        switch command {
        case .status:
            return WebDriverReply(
                value: .object([
                    "ready": .bool(true),
                    "message": .string("locatorlab replay: \(screens.count) saved screen\(screens.count == 1 ? "" : "s")"),
                    "build": .object(["version": .string("locatorlab replay")]),
                ]))
        case .listSessions:
            let open = lock.withLock {
                sweepExpired()
                return sessions.values.sorted { $0.id < $1.id }
            }
            return WebDriverReply(
                value: .array(open.map { .object(["id": .string($0.id), "capabilities": .object($0.capabilities)]) }))
        case .newSession:
            return try newSession(NewSessionRequest(body: body))
        case .deleteSession(let id):
            try locked { () throws(WebDriverError) in
                guard let removed = sessions.removeValue(forKey: id) else { throw .invalidSession(id) }
                if let index = removed.planIndex { followed.remove(index) }
            }
            return .null
        case .getSession(let id):
            return WebDriverReply(value: .object(try session(id).capabilities))
        case .getTimeouts(let id):
            return WebDriverReply(value: try timeouts(id))
        case .setTimeouts(let id):
            try setTimeouts(id, body: body, implicitWaitOnly: false)
            return .null
        case .setImplicitWait(let id):
            try setTimeouts(id, body: body, implicitWaitOnly: true)
            return .null
        case .settings(let id, true):
            try updateSettings(id, body: body)
            return .null
        case .settings(let id, false):
            return WebDriverReply(value: try settings(id))
        case .find(let id, let context, let plural):
            guard let engines else { throw WebDriverError(.unknownError, "the find reached the server without an engine") }
            return try find(session: id, context: context, plural: plural, body: body, engines: engines)
        case .read(let id, let element, let property):
            let (screen, target) = try resolve(element, in: try session(id))
            return WebDriverReply(value: try ElementReading.read(property, of: target, in: screens[screen].tree))
        case .act(let id, let element, let action):
            try act(id, on: element, back: action == "back")
            return .null
        case .execute(let id):
            let script = try ExecuteScript(body: body)
            switch script.meaning {
            case .refused(let error):
                _ = try session(id)
                throw error
            case .query(let query):
                return try answer(query, of: id, arguments: script.arguments)
            case .action:
                try act(id, on: nil)
                return WebDriverReply(value: script.actionAnswer(on: try session(id).platform))
            }
        case .query(let id, let query):
            return try answer(query, of: id, arguments: [:])
        case .alert(let id, let request):
            let state = try session(id)
            let text = try Self.alertText(on: screens[state.current].tree)
            guard request == .text else {
                try act(id, on: nil)
                return .null
            }
            return WebDriverReply(value: .string(text))
        case .log(let id):
            _ = try session(id)
            return WebDriverReply(value: .array([]))
        case .source(let id):
            let state = try session(id)
            return WebDriverReply(value: .string(String(decoding: screens[state.current].source ?? [], as: UTF8.self)))
        case .screenshot(let id):
            let state = try session(id)
            var png = screens[state.current].screenshot ?? []
            if png.isEmpty { png = try blankImage(of: state.current, scale: state.screenScale) }
            return WebDriverReply(value: .string(Data(png).base64EncodedString()))
        case .elementScreenshot(let id, let element):
            // A replay does not crop: a blank image of the element's size.
            let state = try session(id)
            let (screen, target) = try resolve(element, in: state)
            let frame = screens[screen].tree.frame(of: target)
            let png = try blank(
                width: Self.pixels(frame?.width ?? 1, state.screenScale),
                height: Self.pixels(frame?.height ?? 1, state.screenScale))
            return WebDriverReply(value: .string(Data(png).base64EncodedString()))
        case .windowRect(let id):
            let state = try session(id)
            let frame = Self.window(of: screens[state.current].tree)
            return WebDriverReply(
                value: .object([
                    "x": .int(frame.x), "y": .int(frame.y), "width": .int(frame.width), "height": .int(frame.height),
                ]))
        case .orientation(let id):
            return WebDriverReply(value: try orientation(id))
        case .setOrientation(let id):
            try setOrientation(id, body: body)
            try act(id, on: nil)
            return .null
        case .activeElement(let id):
            return WebDriverReply(value: try activeElement(id))
        case .context(let id):
            _ = try session(id)
            return WebDriverReply(value: .string("NATIVE_APP"))
        case .contexts(let id):
            _ = try session(id)
            return WebDriverReply(value: .array([.string("NATIVE_APP")]))
        }
    }

    /// An execute method that asks, answered from session `id`'s screen; a
    /// method its platform's driver does not have is refused as Appium's
    /// base driver refuses it (as I recall, `executeMethod`).
    private func answer(_ query: ExecuteScript.Query, of id: String, arguments: [String: WebDriverValue])
        throws(WebDriverError) -> WebDriverReply
    {
        let state = try session(id)
        guard ExecuteScript.isOffered(query, on: state.platform) else {
            throw WebDriverError(
                .unsupportedOperation,
                "Unsupported execute method 'mobile: \(query.rawValue)': the "
                    + "\(state.platform == .ios ? "XCUITest" : "UiAutomator2") driver does not have it")
        }
        return WebDriverReply(
            value: try ExecuteScript.answer(
                query, on: screens[state.current], capabilities: state.capabilities, arguments: arguments))
    }

    /// The text WebDriverAgent gives the screen's alert (`FBAlert.text`):
    /// the label, else the value, of each static text inside the first
    /// `XCUIElementTypeAlert`, a line each; `no such alert` without one.
    /// Android screens: UiAutomator2 reads dialogs its own way, which a
    /// replay does not follow, so it says so.
    static func alertText(on tree: ElementTree) throws(WebDriverError) -> String {
        guard tree.platform == .ios else {
            throw WebDriverError(.unsupportedOperation, "locatorlab replay answers alerts on iOS screens only")
        }
        guard let alert = tree.ids.first(where: { tree.type(of: $0) == "XCUIElementTypeAlert" }) else {
            throw WebDriverError(.noSuchAlert, "An attempt was made to operate on a modal dialog when one was not open")
        }
        return tree.descendants(of: alert)
            .filter { tree.type(of: $0) == "XCUIElementTypeStaticText" }
            .compactMap { tree.attribute("label", of: $0) ?? tree.attribute("value", of: $0) }
            .joined(separator: "\n")
    }

    /// The frame of a screen's first element with one: the window.
    static func window(of tree: ElementTree) -> Frame {
        tree.ids.lazy.compactMap { tree.frame(of: $0) }.first ?? Frame(x: 0, y: 0, width: 0, height: 0)
    }

    /// Screen `index`'s blank image, the size of its window in device
    /// pixels (`scale` per point), made once.
    private func blankImage(of index: Int, scale: Double) throws(WebDriverError) -> [UInt8] {
        let key = BlankKey(screen: index, scale: scale)
        if let made = lock.withLock({ blankImages[key] }) {
            lock.withLock { blanksAnswered += 1 }
            return made
        }
        let window = Self.window(of: screens[index].tree)
        let image = try blank(width: Self.pixels(window.width, scale), height: Self.pixels(window.height, scale))
        lock.withLock { blankImages[key] = image }
        return image
    }

    struct BlankKey: Hashable {
        var screen: Int
        var scale: Double
    }

    /// `points` at `scale` device pixels per point, rounded.
    static func pixels(_ points: Int, _ scale: Double) -> Int {
        Int((Double(points) * scale).rounded())
    }

    /// A blank image answered for a screenshot, counted for the run report.
    private func blank(width: Int, height: Int) throws(WebDriverError) -> [UInt8] {
        do {
            let image = try BlankPNG.image(width: width, height: height)
            lock.withLock { blanksAnswered += 1 }
            return image
        } catch {
            throw WebDriverError(.unableToCaptureScreen, "locatorlab replay could not make a blank image: \(error)")
        }
    }

    /// An action of session `id` (on `element`, which must be on its
    /// screen): with a recording the session follows it to its next
    /// screen; without one, `back` returns to where the last jump left.
    private func act(_ id: String, on element: String?, back: Bool = false) throws(WebDriverError) {
        try locked { () throws(WebDriverError) in
            var state = try live(id)
            if let element { _ = try resolve(element, in: state) }
            state.acted(back: back)
            sessions[id] = state
        }
    }

    /// A copy of session `id`'s state, or `invalid session id`; the
    /// session's command time is now (every command reads it first).
    func session(_ id: String) throws(WebDriverError) -> ReplaySession {
        try locked { () throws(WebDriverError) in try live(id) }
    }

    /// `body` applied to session `id`'s state under the lock (its command
    /// time set to now, as ``session(_:)`` sets it).
    func change<T>(_ id: String, _ body: (inout ReplaySession) throws(WebDriverError) -> T) throws(WebDriverError) -> T {
        try locked { () throws(WebDriverError) in
            var state = try live(id)
            let result = try body(&state)
            sessions[id] = state
            return result
        }
    }

    /// Session `id` with its command time set to now; a session past its
    /// `newCommandTimeout` is deleted first, as Appium's base driver
    /// deletes it when the timer fires. Call under the lock.
    private func live(_ id: String) throws(WebDriverError) -> ReplaySession {
        let time = now()
        guard var state = sessions[id] else { throw .invalidSession(id) }
        if state.hasExpired(at: time) {
            sessions[id] = nil
            expired += 1
            throw .invalidSession(id)
        }
        state.lastCommand = time
        sessions[id] = state
        return state
    }

    /// Deletes every session past its timeout. Call under the lock.
    private func sweepExpired() {
        let time = now()
        for (id, state) in sessions where state.hasExpired(at: time) {
            sessions[id] = nil
            expired += 1
        }
    }

    /// The screen and element `reference` names, when the session is still
    /// on that screen: `no such element` for a reference not handed to
    /// this session (made up, or another session's), `stale element
    /// reference` for one of a screen the session has left.
    func resolve(_ reference: String, in state: ReplaySession) throws(WebDriverError) -> (Int, ElementID) {
        guard let parsed = ElementReference(reference), parsed.sessionKey == state.key,
            state.handedOut.contains(parsed)
        else {
            throw WebDriverError(.noSuchElement, "No element with the reference \"\(reference)\" was found in this session")
        }
        guard parsed.screen == state.current else { throw .stale(reference) }
        return (parsed.screen, parsed.element)
    }

    /// A new session: a random id (a version 4 UUID, as Appium's base
    /// driver makes them: a guessed id reaches no session), a random key for
    /// its element references, the replay's time and the recording's plan
    /// for it; `session not created` when too many are open.
    func openSession(fitting: [Int]) throws(WebDriverError) -> (id: String, key: UInt64, time: Duration, plan: Int?) {
        try locked { () throws(WebDriverError) in
            sweepExpired()
            guard sessions.count < Self.maximumOpenSessions else {
                throw WebDriverError(
                    .sessionNotCreated,
                    "\(sessions.count) sessions are open, the most a replay keeps; delete sessions a suite has "
                        + "finished with (driver.quit())")
            }
            numbered += 1
            // The fitting recorded session no open session follows that
            // was followed least often, the earliest of those: a suite whose
            // tests each open a session follows the run test by test, and a
            // rerun of the whole suite starts again from the first.
            let chosen = Self.leastFollowed(fitting.filter { !followed.contains($0) }, timesFollowed)
                ?? Self.leastFollowed(fitting, timesFollowed)
            if let chosen { follow(chosen) }
            return (UUID().uuidString.lowercased(), UInt64.random(in: 0...0xFFFF_FFFF_FFFF), now(), chosen)
        }
    }

    /// Marks recorded session `index` as followed. Under the lock.
    private func follow(_ index: Int) {
        followed.insert(index)
        timesFollowed[index, default: 0] += 1
    }

    /// The index among `indices` followed least often, the first of those.
    private static func leastFollowed(_ indices: [Int], _ times: [Int: Int]) -> Int? {
        indices.min { (times[$0] ?? 0, $0) < (times[$1] ?? 0, $1) }
    }

    func register(_ session: ReplaySession, automationName: String?) {
        lock.withLock {
            sessions[session.id] = session
            if plan != nil, session.planIndex == nil { unmatched.append(session.id) }
            opened.append(
                RecordedSession(
                    id: session.id, platform: session.platform, automationName: automationName,
                    appPackage: session.appPackage, bundleID: nil))
        }
    }

    /// `body` under the lock, its typed error passed on (`NSLock.withLock`
    /// rethrows untyped).
    private func locked<T>(_ body: () throws(WebDriverError) -> T) throws(WebDriverError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Session `id` placed where the recording sent `using`/`value`, before
    /// a find of it is answered; the screen it was on when that moved it.
    ///
    /// At its first find a session not pinned to a recorded session takes
    /// the one, among those that fit it and no other session follows, whose
    /// first find sent this locator. Then, when the recorded session never
    /// sent this locator at the step the session is on (a test skipped by
    /// `pytest -k`), the session moves to the step where it did, the
    /// nearest after, else before, and answers from that screen.
    func followRecording(_ id: String, using: String, value: String) -> (state: ReplaySession, movedFrom: Int?)? {
        lock.withLock { () -> (state: ReplaySession, movedFrom: Int?)? in
            guard var state = sessions[id], let recording = plan else { return nil }
            let before = state.current
            if state.finds == 0, !state.pinned, let current = state.plan,
                current.finds.first.map({ $0.using != using || $0.value != value }) ?? true
            {
                let matching = state.fittingPlans.filter { index in
                    index != state.planIndex && !followed.contains(index)
                        && recording.sessions[index].finds.first.map { $0.using == using && $0.value == value } == true
                }
                if let other = Self.leastFollowed(matching, timesFollowed) {
                    if let old = state.planIndex {
                        followed.remove(old)
                        timesFollowed[old, default: 1] -= 1
                    }
                    follow(other)
                    state.planIndex = other
                    state.plan = recording.sessions[other]
                    state.current = recording.sessions[other].start
                }
            }
            state.finds += 1
            if let sessionPlan = state.plan, let step = sessionPlan.step(for: using, value, after: state.actions) {
                state.actions = step.actionsBefore
                if let screen = step.screen, state.candidates.contains(screen) { state.current = screen }
            }
            sessions[id] = state
            return (state, state.current != before ? before : nil)
        }
    }

    /// Adds `references` to what session `id` may resolve.
    func handOut(_ references: [ElementReference], to id: String) {
        lock.withLock { sessions[id]?.handedOut.formUnion(references) }
    }

    func update(_ id: String, _ change: (inout ReplaySession) -> Void) {
        lock.withLock {
            guard var state = sessions[id] else { return }
            change(&state)
            sessions[id] = state
        }
    }

    func append(_ make: (Int) -> ReplayedFind) {
        lock.withLock { log.append(make(log.count + 1)) }
    }
}
