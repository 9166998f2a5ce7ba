import LocatorLabXML

/// The work of preparing one XPath (reading its syntax, what it needs of
/// documents, the driver's edits), counted in characters and tokens
/// visited, and the time limit it runs under.
///
/// Preparation happens before libxml2 sees the XPath, so libxml2's limits
/// never covered it: an iOS XPath of 9,000 `or` terms searched the whole
/// text once per literal and took 24 s with a 1 s limit, and in replay two
/// such finds burned 147 s of CPU (issue 29). Every step is linear now,
/// and each reports what it visits here, so a test can hold the total to
/// a few units per character; every ``checkInterval`` units the meter
/// looks at the evaluation budget of this thread and, once its deadline
/// has passed, stops: the steps then end early and the caller refuses
/// the unfinished preparation with the time limit's error. Outside an
/// evaluation budget it never stops.
final class PreparationMeter {
    /// Units spent between two looks at the clock: at about a nanosecond a
    /// unit, a few microseconds apart, against limits of tenths of seconds.
    static let checkInterval = 4096

    /// Units spent so far.
    private(set) var units = 0
    /// Whether the deadline passed: what is read after this is incomplete.
    private(set) var stopped = false
    private var nextCheck = PreparationMeter.checkInterval

    /// Counts `units` more; `false` once the deadline has passed.
    @discardableResult
    func spend(_ units: Int = 1) -> Bool {
        self.units &+= units
        if self.units >= nextCheck {
            nextCheck = self.units &+ Self.checkInterval
            if !stopped && EvaluationBudget.deadlinePassed { stopped = true }
        }
        return !stopped
    }
}
