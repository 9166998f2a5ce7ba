import CEvaluationBudget
import CLibXML
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One XPath evaluation on a thread of its own, so the caller can stop
/// waiting at the deadline. libxml2 cannot be interrupted, and its merge of
/// node sets neither allocates nor counts operations: `//*` ten times on a
/// 100-element page spins there for over ten minutes, out of reach of
/// `EvaluationBudget`. So the caller waits for the time limit and, if
/// the evaluation is still running, abandons it: this object then owns the
/// context and keeps the document, expression and callbacks alive until the
/// thread ends, and frees them there. The thread keeps its allocator budget,
/// so it stops at its next allocation, and a regular expression stops at
/// its next progress report; a pure merge loop runs on until it is done,
/// while the caller goes on with a fresh context.
///
/// Not `Sendable` in spirit: only the caller and the one thread touch it,
/// each under `lock`.
final class XPathEvaluationThread: @unchecked Sendable {
    private let expression: XPathExpression
    private let document: LXDocument
    private let context: xmlXPathContextPtr
    private let keepAlive: [AnyObject]
    private let timeLimit: Double
    private let memoryLimit: Int

    private var lock = pthread_mutex_t()
    private var finished = false
    private var abandoned = false
    private var result: xmlXPathObjectPtr?
    private var exceeded = EvaluationBudget.Exceeded.none
    private let done = DispatchSemaphore(value: 0)

    /// Abandoned evaluations whose threads still run, in this process: a
    /// server refuses new evaluations past a few, as each holds a core.
    static var abandonedStillRunning: Int { stillRunning.value }

    private static let stillRunning = Counter()

    /// An `Int` behind a mutex (no Foundation here, and `Atomic` needs macOS 15).
    private final class Counter: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        private var count = 0

        init() { pthread_mutex_init(&mutex, nil) }

        var value: Int {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            return count
        }

        func add(_ delta: Int) {
            pthread_mutex_lock(&mutex)
            count += delta
            pthread_mutex_unlock(&mutex)
        }
    }

    /// The outcome of waiting.
    enum Outcome {
        /// The evaluation ended; the result (nil on a libxml2 error) is the
        /// caller's to free.
        case finished(xmlXPathObjectPtr?, EvaluationBudget.Exceeded)
        /// The time limit passed; the context now belongs to the thread.
        case abandoned
        /// No thread could be started (`pthread_create`'s error, such as
        /// EAGAIN at the system's thread limit); nothing was evaluated.
        case notStarted(Int32)
    }

    /// Evaluates `expression` on `context`; `keepAlive` holds what the
    /// context's callbacks point to (the error collector, the function
    /// registration).
    static func evaluate(
        _ expression: XPathExpression, document: LXDocument, context: xmlXPathContextPtr, keepAlive: [AnyObject],
        timeLimit: Double, memoryLimit: Int, threadCreationFailure: Int32? = nil
    ) -> Outcome {
        let evaluation = XPathEvaluationThread(
            expression: expression, document: document, context: context, keepAlive: keepAlive, timeLimit: timeLimit,
            memoryLimit: memoryLimit)
        return evaluation.start(threadCreationFailure: threadCreationFailure)
    }

    private init(
        expression: XPathExpression, document: LXDocument, context: xmlXPathContextPtr, keepAlive: [AnyObject],
        timeLimit: Double, memoryLimit: Int
    ) {
        self.expression = expression
        self.document = document
        self.context = context
        self.keepAlive = keepAlive
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
        pthread_mutex_init(&lock, nil)
    }

    deinit {
        pthread_mutex_destroy(&lock)
    }

    /// `threadCreationFailure` stands in for `pthread_create`'s result
    /// (tests: a system out of threads).
    private func start(threadCreationFailure: Int32?) -> Outcome {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // libxml2's evaluator recurses per nested expression; give it what
        // the main thread has.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let created =
            threadCreationFailure
            ?? pthread_create(&thread, &attributes, { raw in
                let evaluation = Unmanaged<XPathEvaluationThread>.fromOpaque(raw!).takeRetainedValue()
                evaluation.work()
                return nil
            }, box)
        guard created == 0 else {
            // Not evaluated here instead: a node-set merge neither allocates
            // nor counts operations, so on this thread nothing would stop a
            // runaway XPath (one ran on for 100 s past a 0.6 s limit on a
            // loaded CI machine, and its late answer was reported).
            Unmanaged<XPathEvaluationThread>.fromOpaque(box).release()
            return .notStarted(created)
        }
        // A little grace beyond the limit: the thread's own budget usually
        // stops it first and reports which limit it was.
        let grace = min(timeLimit * 0.1, 1)
        let waited = done.wait(timeout: .now() + .nanoseconds(Int(min(timeLimit + grace, 1e6) * 1e9)))
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if waited == .timedOut, !finished {
            abandoned = true
            Self.stillRunning.add(1)
            return .abandoned
        }
        return .finished(result, exceeded)
    }

    private func work() {
        // Counted until the context is freed too, which touches libxml2's globals.
        locatorlab_evaluations_enter()
        defer { locatorlab_evaluations_leave() }
        let (value, stoppedBy) = EvaluationBudget.run(timeLimit: timeLimit, memoryLimit: memoryLimit) {
            xmlXPathCompiledEval(expression.compiled, context)
        }
        pthread_mutex_lock(&lock)
        finished = true
        if abandoned {
            pthread_mutex_unlock(&lock)
            Self.stillRunning.add(-1)
            if let value { xmlXPathFreeObject(value) }
            xmlXPathFreeContext(context)
            return
        }
        result = value
        exceeded = stoppedBy
        pthread_mutex_unlock(&lock)
        done.signal()
    }
}
