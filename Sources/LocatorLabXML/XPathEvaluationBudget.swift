import CLibXML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// The state is per thread (`pthread_getspecific`), so parsing and
/// evaluations on other threads are not affected; outside an evaluation the
/// functions are plain `malloc`, `realloc` and `free`.
enum XPathEvaluationBudget {
    /// What stopped an evaluation.
    enum Exceeded: Int32 {
        case none = 0, time, memory
    }

    /// The per-thread counters, in C layout so the allocator functions touch
    /// no Swift runtime.
    struct State {
        var deadline: UInt64
        var memoryLimit: Int
        var held: Int
        var allocations: UInt32
        var exceeded: Int32
    }

    /// Set once by ``install()``, before any allocator call can read it. A
    /// plain stored value: a lazily initialised `let` cost a `swift_once`
    /// check on every libxml2 allocation (5% of an XPath evaluation), and
    /// the exclusivity check of a `var` another 12% of a `compare` run, so
    /// it is unchecked: only ``install()`` writes it, before any reader.
    @exclusivity(unchecked) nonisolated(unsafe) private static var key = pthread_key_t()

    /// Installs the allocator functions; called once, before `xmlInitParser`.
    static func install() {
        pthread_key_create(&key, nil)
        #if canImport(Glibc)
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") {
                usableSizeFunction = unsafeBitCast(symbol, to: UsableSize.self)
            }
        #endif
        xmlMemSetup(budgetFree, budgetMalloc, budgetRealloc, budgetStrdup)
    }

    /// Runs `body` with the budget active on this thread and returns what,
    /// if anything, stopped it.
    static func run<T>(timeLimit: Double, memoryLimit: Int, _ body: () -> T) -> (T, Exceeded) {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        let nanoseconds = timeLimit.isFinite && timeLimit > 0 ? UInt64(min(timeLimit, 1e9) * 1e9) : UInt64.max / 2
        state.initialize(
            to: State(
                deadline: now() &+ nanoseconds, memoryLimit: memoryLimit > 0 ? memoryLimit : Int.max, held: 0,
                allocations: 0, exceeded: Exceeded.none.rawValue))
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, state)
        let result = body()
        pthread_setspecific(key, previous)
        let exceeded = Exceeded(rawValue: state.pointee.exceeded) ?? .none
        state.deallocate()
        return (result, exceeded)
    }

    /// Whether the evaluation running on this thread is past its deadline
    /// (for work done outside libxml2: regular expressions, string building).
    static var deadlinePassed: Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        let state = raw.assumingMemoryBound(to: State.self)
        if state.pointee.exceeded != Exceeded.none.rawValue { return true }
        if now() > state.pointee.deadline {
            state.pointee.exceeded = Exceeded.time.rawValue
            return true
        }
        return false
    }

    /// Bytes the evaluation running on this thread may still hold
    /// (`Int.max` outside an evaluation).
    static var remainingMemory: Int {
        guard let raw = pthread_getspecific(key) else { return Int.max }
        let state = raw.assumingMemoryBound(to: State.self)
        return max(0, state.pointee.memoryLimit - state.pointee.held)
    }

    /// Whether the evaluation on this thread was stopped by a limit.
    static var exceeded: Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        return raw.assumingMemoryBound(to: State.self).pointee.exceeded != Exceeded.none.rawValue
    }

    /// Whether `bytes` more would exceed the memory limit of the evaluation
    /// running on this thread; if so, it is marked as stopped by it.
    static func wouldExceedMemory(adding bytes: Int) -> Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        let state = raw.assumingMemoryBound(to: State.self)
        if bytes > state.pointee.memoryLimit - state.pointee.held {
            state.pointee.exceeded = Exceeded.memory.rawValue
            return true
        }
        return false
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    fileprivate static func state() -> UnsafeMutablePointer<State>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: State.self)
    }

    fileprivate static func usableSize(_ pointer: UnsafeMutableRawPointer) -> Int {
        #if canImport(Glibc)
            usableSizeFunction.map { $0(pointer) } ?? 0
        #else
            Int(malloc_size(pointer))
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `malloc_usable_size`, which its Swift module does not
        /// export; without it only the time limit applies.
        private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        /// Set by ``install()``; a stored, unchecked value for the reasons `key` is.
        @exclusivity(unchecked) nonisolated(unsafe) private static var usableSizeFunction: UsableSize?
    #endif

    /// Whether an allocation of `size` may go ahead; marks the state when not.
    fileprivate static func allows(_ size: Int, _ state: UnsafeMutablePointer<State>) -> Bool {
        if state.pointee.exceeded != Exceeded.none.rawValue { return false }
        state.pointee.allocations &+= 1
        if state.pointee.allocations & 63 == 0, now() > state.pointee.deadline {
            state.pointee.exceeded = Exceeded.time.rawValue
            return false
        }
        if size > state.pointee.memoryLimit - state.pointee.held {
            state.pointee.exceeded = Exceeded.memory.rawValue
            return false
        }
        return true
    }
}

private func budgetMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    guard let state = XPathEvaluationBudget.state() else { return malloc(size) }
    guard XPathEvaluationBudget.allows(size, state), let pointer = malloc(size) else { return nil }
    state.pointee.held += XPathEvaluationBudget.usableSize(pointer)
    return pointer
}

private func budgetRealloc(_ old: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let state = XPathEvaluationBudget.state() else { return realloc(old, size) }
    let before = old.map(XPathEvaluationBudget.usableSize) ?? 0
    guard XPathEvaluationBudget.allows(max(0, size - before), state), let pointer = realloc(old, size) else {
        return nil
    }
    state.pointee.held += XPathEvaluationBudget.usableSize(pointer) - before
    return pointer
}

private func budgetFree(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    if let state = XPathEvaluationBudget.state() {
        state.pointee.held -= XPathEvaluationBudget.usableSize(pointer)
    }
    free(pointer)
}

private func budgetStrdup(_ string: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard let string else { return nil }
    let length = strlen(string) + 1
    guard let copy = budgetMalloc(length) else { return nil }
    memcpy(copy, string, length)
    return copy.assumingMemoryBound(to: CChar.self)
}
