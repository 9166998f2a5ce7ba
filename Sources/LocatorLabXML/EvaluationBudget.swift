import CEvaluationBudget
import CLibXML

/// The time and memory one evaluation may use: an XPath inside libxml2 and
/// in WebDriverAgent's extension functions, and every regular expression of
/// the other strategies (a predicate's `MATCHES`, UiSelector's `…Matches`).
/// One budget per thread, set for the duration of ``run(_:_:)``; whatever
/// runs inside, on any path, sees it.
///
/// libxml2 2.9.14 checks its operation limit per step, not inside node
/// collection and sorting: `//*` seven times on a 100-element page ran 25 s
/// with a limit of 1,000 operations, ten times for over ten minutes, and a
/// nested `replace()` grew to 1.4 GB. What every such loop does is allocate
/// node sets and strings through `xmlMalloc`, so LocatorLab installs
/// allocator functions (`xmlMemSetup`) that, while an evaluation runs on
/// this thread, count the bytes it holds and look at the clock every 64
/// allocations. Past the deadline or the byte limit they fail the
/// allocation; libxml2 treats that as out of memory and unwinds, and the
/// evaluator reports the limit instead.
///
/// The count is of this evaluation's own allocations and releases, so an
/// object libxml2's XPath object cache hands from one evaluation to the
/// next (`XPathEvaluator` turns the cache on) is counted by the one that
/// allocated it: an evaluation may hold up to what the cache held when it
/// started beyond its limit, about 20 KB and never 90 KB. The clock is the
/// coarse one, read every 64 allocations, so a deadline is kept to within
/// a scheduler tick (4 ms at 250 Hz) plus those allocations.
///
/// A regular expression allocates nothing while it backtracks
/// (`^(a+)+$` on 28 letters runs for minutes), so the engines match with
/// NSRegularExpression's `reportProgress`, which ICU calls back about every
/// millisecond inside a single match (`uregex_setMatchCallback`, set by
/// `CFRegularExpression.c` for that option, on Linux as on macOS), and give
/// up there once ``deadlinePassed``.
///
/// The per-thread state and the allocator functions are C, in the
/// `CEvaluationBudget` target, so that the thread-local pointer is one
/// symbol (see `evaluation_budget.h` for the release build that had two).
/// Outside an evaluation the allocator functions are plain `malloc`,
/// `realloc` and `free`, so parsing and evaluations on other threads are
/// not affected.
public enum EvaluationBudget {
    /// What stopped an evaluation.
    public enum Exceeded: Int32, Sendable {
        case none = 0, time, memory
    }

    /// Installs the allocator functions; called once, before `xmlInitParser`.
    static func install() {
        let functions = locatorlab_budget_prepare()
        _ = xmlMemSetup(functions.free, functions.malloc, functions.realloc, functions.strdup)
    }

    /// Runs `body` with the time and memory of `limits` as this thread's
    /// budget and returns what, if anything, stopped it. `body` itself is
    /// not interrupted: what runs inside gives up when it looks at the
    /// budget, and the caller must then refuse the result, never read it as
    /// "no match".
    public static func run<T, Failure: Error>(
        _ limits: XPathLimits, _ body: () throws(Failure) -> T
    ) throws(Failure) -> (T, Exceeded) {
        try run(timeLimit: limits.timeLimit, memoryLimit: limits.memoryLimit, body)
    }

    /// Runs `body` until `deadline`, holding at most `limits`' memory: the
    /// rest of a time limit that started before (a find whose XPath was
    /// prepared and compiled first, ``Deadline``).
    public static func run<T, Failure: Error>(
        _ limits: XPathLimits, until deadline: Deadline, _ body: () throws(Failure) -> T
    ) throws(Failure) -> (T, Exceeded) {
        try run(until: deadline, memoryLimit: limits.memoryLimit, body)
    }

    static func run<T, Failure: Error>(
        timeLimit: Double, memoryLimit: Int, _ body: () throws(Failure) -> T
    ) throws(Failure) -> (T, Exceeded) {
        try run(until: Deadline(after: timeLimit), memoryLimit: memoryLimit, body)
    }

    static func run<T, Failure: Error>(
        until deadline: Deadline, memoryLimit: Int, _ body: () throws(Failure) -> T
    ) throws(Failure) -> (T, Exceeded) {
        // On the stack: the allocator functions see it only while `body` runs.
        var state = locatorlab_budget()
        // Counted while inside, so that a process can wait for none before it exits.
        locatorlab_evaluations_enter()
        defer { locatorlab_evaluations_leave() }
        locatorlab_budget_start(&state, deadline.instant, Int64(memoryLimit > 0 ? memoryLimit : Int.max))
        return try withUnsafeMutablePointer(to: &state) { (pointer) throws(Failure) -> (T, Exceeded) in
            let previous = locatorlab_budget_swap(pointer)
            defer { _ = locatorlab_budget_swap(previous) }
            let result = try body()
            return (result, Exceeded(rawValue: pointer.pointee.exceeded) ?? .none)
        }
    }

    /// Whether the evaluation running on this thread is past its deadline
    /// (for work done outside libxml2: regular expressions, string
    /// building). Once true it stays true for that evaluation.
    public static var deadlinePassed: Bool {
        guard let state = locatorlab_budget_active() else { return false }
        if state.pointee.exceeded != Exceeded.none.rawValue { return true }
        if locatorlab_budget_now() > state.pointee.deadline {
            locatorlab_budget_stop(state, Exceeded.time.rawValue)
            return true
        }
        return false
    }

    /// Whether the evaluation on this thread was already stopped by a limit
    /// (no clock read: cheap enough to ask before each element).
    public static var exceeded: Bool {
        guard let state = locatorlab_budget_active() else { return false }
        return state.pointee.exceeded != Exceeded.none.rawValue
    }

    /// Bytes the evaluation running on this thread may still hold
    /// (`Int.max` outside an evaluation).
    static var remainingMemory: Int {
        guard let state = locatorlab_budget_active() else { return Int.max }
        return Int(max(0, state.pointee.room))
    }

    /// Whether `bytes` more would exceed the memory limit of the evaluation
    /// running on this thread; if so, it is marked as stopped by it.
    static func wouldExceedMemory(adding bytes: Int) -> Bool {
        guard let state = locatorlab_budget_active() else { return false }
        if Int64(bytes) > state.pointee.room {
            locatorlab_budget_stop(state, Exceeded.memory.rawValue)
            return true
        }
        return false
    }
}
