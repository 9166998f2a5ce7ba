import LocatorLabModel

/// One session of a replay: its platform, where it is, and how it moves.
struct ReplaySession: Sendable {
    let id: String
    let platform: Platform
    /// `appium:appPackage`, completing Android ids as UiAutomator2 does.
    let appPackage: String?
    /// The screens of its platform, in the order given: where a find that
    /// matches nothing is tried next (no recording).
    let candidates: [Int]
    var current: Int
    /// The recording's plan for it, when a recording is replayed.
    let plan: RecordingPlan.SessionPlan?
    /// Actions sent so far.
    var actions = 0
    /// The capabilities as sent, plus the ones a driver adds.
    let capabilities: [String: WebDriverValue]

    /// Follows the recording after an action; without one the screen stays.
    mutating func acted() {
        actions += 1
        guard let plan, actions <= plan.afterActions.count, let next = plan.afterActions[actions - 1] else { return }
        current = next
    }
}
