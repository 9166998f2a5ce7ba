import CEvaluationBudget

extension EvaluationBudget {
    /// The moment, by the budget's clock, when one find's time limit runs
    /// out. A find whose XPath is new prepares and compiles it before
    /// evaluating: a 9,000-term `or` took 24 s to prepare with a 1 s limit
    /// (issue 29), so the limit starts before the preparation, which checks
    /// it as it goes, and the evaluation gets what is left.
    public struct Deadline: Sendable, Equatable {
        /// `locatorlab_budget_now()` nanoseconds.
        let instant: UInt64

        /// `seconds` from now; a limit that is not a positive finite number
        /// never runs out.
        public init(after seconds: Double) {
            let nanoseconds = seconds.isFinite && seconds > 0 ? UInt64(min(seconds, 1e9) * 1e9) : UInt64.max / 2
            instant = locatorlab_budget_now() &+ nanoseconds
        }

        /// The seconds left, 0 once it has passed.
        public var secondsLeft: Double {
            let now = locatorlab_budget_now()
            return instant > now ? Double(instant - now) / 1e9 : 0
        }
    }
}
