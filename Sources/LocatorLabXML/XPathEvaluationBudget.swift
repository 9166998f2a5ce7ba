import CLibXML

/// The time and memory one XPath evaluation may use, enforced inside
/// libxml2 through its allocator.
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
/// The allocator functions and the per-thread state are C, in
/// `CLibXML/shim.h` (`locatorlab_budget_*`): they run on every libxml2
/// allocation. Outside an evaluation they are plain `malloc`, `realloc` and
/// `free`, so parsing and evaluations on other threads are not affected.
enum XPathEvaluationBudget {
    /// What stopped an evaluation.
    enum Exceeded: Int32 {
        case none = 0, time, memory
    }

    /// Installs the allocator functions; called once, before `xmlInitParser`.
    static func install() {
        _ = locatorlab_budget_install()
    }

    /// Runs `body` with the budget active on this thread and returns what,
    /// if anything, stopped it.
    static func run<T>(timeLimit: Double, memoryLimit: Int, _ body: () -> T) -> (T, Exceeded) {
        let nanoseconds = timeLimit.isFinite && timeLimit > 0 ? UInt64(min(timeLimit, 1e9) * 1e9) : UInt64.max / 2
        // On the stack: the allocator hooks see it only while `body` runs.
        var state = locatorlab_budget(
            deadline: locatorlab_budget_now() &+ nanoseconds,
            memory_limit: Int64(memoryLimit > 0 ? memoryLimit : Int.max), held: 0, allocations: 0,
            exceeded: Exceeded.none.rawValue)
        return withUnsafeMutablePointer(to: &state) { pointer in
            let previous = locatorlab_budget_swap(pointer)
            let result = body()
            _ = locatorlab_budget_swap(previous)
            return (result, Exceeded(rawValue: pointer.pointee.exceeded) ?? .none)
        }
    }

    /// Whether the evaluation running on this thread is past its deadline
    /// (for work done outside libxml2: regular expressions, string building).
    static var deadlinePassed: Bool {
        guard let state = locatorlab_budget_active() else { return false }
        if state.pointee.exceeded != Exceeded.none.rawValue { return true }
        if locatorlab_budget_now() > state.pointee.deadline {
            state.pointee.exceeded = Exceeded.time.rawValue
            return true
        }
        return false
    }

    /// Bytes the evaluation running on this thread may still hold
    /// (`Int.max` outside an evaluation).
    static var remainingMemory: Int {
        guard let state = locatorlab_budget_active() else { return Int.max }
        return Int(max(0, state.pointee.memory_limit - state.pointee.held))
    }

    /// Whether the evaluation on this thread was stopped by a limit.
    static var exceeded: Bool {
        guard let state = locatorlab_budget_active() else { return false }
        return state.pointee.exceeded != Exceeded.none.rawValue
    }

    /// Whether `bytes` more would exceed the memory limit of the evaluation
    /// running on this thread; if so, it is marked as stopped by it.
    static func wouldExceedMemory(adding bytes: Int) -> Bool {
        guard let state = locatorlab_budget_active() else { return false }
        if Int64(bytes) > state.pointee.memory_limit - state.pointee.held {
            state.pointee.exceeded = Exceeded.memory.rawValue
            return true
        }
        return false
    }
}
