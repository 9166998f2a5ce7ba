import LocatorLabModel

/// One session of a replay: its platform, where it is, how it moves, and
/// what it was handed.
struct ReplaySession: Sendable {
    let id: String
    /// 48 random bits in every reference handed to this session
    /// (``ElementReference``): another session's references do not resolve here.
    let key: UInt64
    let platform: Platform
    /// `appium:appPackage`, completing Android ids as UiAutomator2 does.
    let appPackage: String?
    /// The screens of its platform, in the order given: where a find that
    /// matches nothing is tried next (no recording).
    let candidates: [Int]
    var current: Int
    /// The recording's plan for it, when a recording is replayed, and its
    /// place among the recording's sessions.
    var plan: RecordingPlan.SessionPlan?
    var planIndex: Int?
    /// The recorded sessions it may follow (``RecordingPlan/fitting(platform:app:pinned:)``),
    /// and whether `locatorlab:recordedSession` chose one.
    let fittingPlans: [Int]
    let pinned: Bool
    /// Finds sent so far.
    var finds = 0
    /// Actions sent so far.
    var actions = 0
    /// The capabilities as sent, plus the ones a driver adds.
    let capabilities: [String: WebDriverValue]
    /// `appium:newCommandTimeout`: how long the session may go without a
    /// command before it is deleted (Appium's base driver, 60 s by
    /// default); `nil` for never (a timeout of 0, as Appium reads it).
    var newCommandTimeout: Duration?
    /// When its last command arrived, on the replay's clock.
    var lastCommand: Duration
    /// Every element reference answered to it. A driver resolves only the
    /// elements it found for the session; the set holds at most every
    /// element of the screens, whatever the session sends.
    var handedOut: Set<ElementReference> = []
    /// What the session set, kept as the drivers keep it and read back
    /// (``ReplaySessions`` `+State`): its timeouts, its settings over the
    /// driver's defaults, and the orientation it turned the device to
    /// (`nil`: the saved screen's).
    var timeouts = Timeouts()
    var settings: [String: WebDriverValue] = [:]
    var orientation: String?
    /// Device pixels per point of its screenshots (``NewSessionRequest/screenScale``);
    /// 1 on Android, whose page sources are in pixels already.
    var screenScale: Double = 1

    /// W3C WebDriver's session timeouts (§9 "Timeouts"), in milliseconds,
    /// at their W3C defaults; `script` may be `null` (no limit).
    struct Timeouts: Sendable, Hashable {
        var implicit = 0
        var pageLoad = 300_000
        var script: Int? = 30_000
    }

    /// Without a recording, the screens it was on before each jump, the
    /// latest last: `back` returns to the last, as the app would show the
    /// screen the suite navigated from.
    var screensBeforeJumps: [Int] = []

    /// Follows the recording after an action; without one the screen
    /// stays, except that `back` undoes the last jump.
    mutating func acted(back: Bool = false) {
        if plan == nil, back, let previous = screensBeforeJumps.popLast() {
            current = previous
            return
        }
        actions += 1
        guard let plan, actions <= plan.afterActions.count, let next = plan.afterActions[actions - 1] else { return }
        current = next
    }

    /// Whether it has gone without a command for longer than its timeout at `now`.
    func hasExpired(at now: Duration) -> Bool {
        guard let newCommandTimeout else { return false }
        return now - lastCommand > newCommandTimeout
    }
}
