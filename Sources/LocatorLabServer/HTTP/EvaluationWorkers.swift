import Dispatch
import Foundation

/// A few workers (each with engines of its own) that run evaluations off
/// the cooperative thread pool and off any shared actor, so that one slow
/// locator holds one worker, not the server: behind a single actor, one
/// catastrophic regular expression made 20 ordinary queries wait 22–36 s
/// and fail. Bounded three ways: `workers` evaluations run at once, at most
/// `maximumWaiting` wait for a worker, and none starts while
/// `maximumAbandoned` evaluations given up at their time limit still spin
/// (libxml2 cannot be interrupted). A caller that is cancelled (its client
/// left, the response deadline passed) stops waiting at once; its worker
/// returns to the pool when the evaluation ends, never sooner, since a
/// worker serves one evaluation at a time.
///
/// Fair between clients (a replay's sessions): a client runs one
/// evaluation at a time, as Appium runs one command of a session at a
/// time, so one that sends many waits behind itself; a free worker goes to
/// the waiting client served least recently, not to the oldest request; and
/// clients whose last evaluation was slow (``isSlow``: it ran into its time
/// limit) hold at most all workers but one together. Two clients looping a
/// catastrophic regular expression held both workers of a 2-core machine
/// and pushed every other session's finds to the full time limit.
///
/// Generic so the replay server can hand out its own engines the same way.
final class EvaluationWorkers<Worker>: @unchecked Sendable {
    /// Why an evaluation did not run.
    enum Refusal: Error, Equatable {
        /// Every worker is busy and the queue is full, or too many abandoned
        /// evaluations still run; the message says which.
        case busy(String)
        case cancelled
    }

    private struct Waiter {
        let id: UInt64
        let client: String?
        let resume: (Worker?) -> Void
    }

    private let lock = NSLock()
    private var idle: [Worker]
    private let workerCount: Int
    private var waiting: [Waiter] = []
    private var nextID: UInt64 = 0
    /// Evaluations running per client.
    private var running: [String: Int] = [:]
    /// Clients whose last evaluation was slow, and how many of their evaluations run.
    private var slow: Set<String> = []
    private var slowRunning = 0
    /// When each client was last given a worker (a count of grants).
    private var lastServed: [String: UInt64] = [:]
    private var grants: UInt64 = 0
    private let maximumWaiting: Int
    private let maximumAbandoned: Int
    private let abandoned: @Sendable () -> Int
    private let queue = DispatchQueue(label: "locatorlab.evaluation", attributes: .concurrent)

    /// - Parameter abandoned: how many given-up evaluations still run now.
    init(workers: [Worker], maximumWaiting: Int, maximumAbandoned: Int, abandoned: @escaping @Sendable () -> Int) {
        idle = workers
        workerCount = workers.count
        self.maximumWaiting = maximumWaiting
        self.maximumAbandoned = maximumAbandoned
        self.abandoned = abandoned
    }

    /// Evaluations waiting for a worker now.
    var waitingCount: Int { lock.withLock { waiting.count } }

    /// Runs `body` with a worker of its own on a thread outside the pool.
    ///
    /// - Parameters:
    ///   - client: who asks (a session id); `nil` is nobody in particular,
    ///     held to no per-client order.
    ///   - isSlow: whether a result tells the evaluation ran into its limit.
    func run<T: Sendable>(
        client: String? = nil, isSlow: @escaping @Sendable (T) -> Bool = { _ in false },
        _ body: @escaping @Sendable (Worker) -> T
    ) async throws(Refusal) -> T {
        let still = abandoned()
        guard still < maximumAbandoned else {
            throw .busy("\(still) evaluations that passed their time limit are still running; try again shortly")
        }
        let worker = try await acquire(for: client)
        let box = UncheckedWorker(worker)
        let once = Once<T>()
        let result: T? = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                once.arm(continuation)
                queue.async {
                    let value = body(box.worker)
                    self.release(box.worker, client: client, wasSlow: isSlow(value))
                    once.resume(value)
                }
            }
        } onCancel: {
            once.resume(nil)
        }
        guard let result else { throw .cancelled }
        return result
    }

    /// A worker for `client` now, or when one is released and it is the
    /// client's turn; leaves the queue when the caller is cancelled.
    private func acquire(for client: String?) async throws(Refusal) -> Worker {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        let outcome: Result<UncheckedWorker, Refusal> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    return continuation.resume(returning: .failure(.cancelled))
                }
                if !idle.isEmpty, mayStart(client), let worker = idle.popLast() {
                    started(client)
                    lock.unlock()
                    return continuation.resume(returning: .success(UncheckedWorker(worker)))
                }
                guard waiting.count < maximumWaiting else {
                    let count = waiting.count
                    lock.unlock()
                    let message = "\(count) evaluations are waiting for a worker already; try again shortly"
                    return continuation.resume(returning: .failure(.busy(message)))
                }
                waiting.append(
                    Waiter(id: id, client: client) { worker in
                        continuation.resume(returning: worker.map { .success(UncheckedWorker($0)) } ?? .failure(.cancelled))
                    })
                lock.unlock()
            }
        } onCancel: {
            lock.lock()
            guard let index = waiting.firstIndex(where: { $0.id == id }) else { return lock.unlock() }
            let left = waiting.remove(at: index)
            lock.unlock()
            left.resume(nil)
        }
        return try outcome.get().worker
    }

    /// Whether `client` may be given a worker now. Under the lock.
    private func mayStart(_ client: String?) -> Bool {
        guard let client else { return true }
        guard running[client, default: 0] == 0 else { return false }
        return !slow.contains(client) || slowRunning < max(1, workerCount - 1)
    }

    /// Counts a grant to `client`. Under the lock.
    private func started(_ client: String?) {
        guard let client else { return }
        running[client, default: 0] += 1
        if slow.contains(client) { slowRunning += 1 }
        grants += 1
        lastServed[client] = grants
    }

    private func release(_ worker: Worker, client: String?, wasSlow: Bool) {
        lock.lock()
        if let client {
            running[client, default: 1] -= 1
            if running[client] == 0 { running[client] = nil }
            if slow.contains(client) { slowRunning -= 1 }
            if wasSlow { slow.insert(client) } else { slow.remove(client) }
            forgetIdleClients()
        }
        idle.append(worker)
        // Each free worker to the waiter whose client may start and was
        // served least recently (never served first), the earliest of
        // those: this release may have let more than one client start.
        var handed: [(Waiter, Worker)] = []
        while !idle.isEmpty, let chosen = nextWaiter() {
            let next = waiting.remove(at: chosen)
            started(next.client)
            handed.append((next, idle.removeLast()))
        }
        lock.unlock()
        for (waiter, worker) in handed { waiter.resume(worker) }
    }

    /// The index of the waiter to serve next, if any may start. Under the lock.
    private func nextWaiter() -> Int? {
        var chosen: Int?
        var chosenServed: UInt64 = 0
        for (index, waiter) in waiting.enumerated() where mayStart(waiter.client) {
            let served = waiter.client.flatMap { lastServed[$0] } ?? 0
            if chosen == nil || served < chosenServed {
                chosen = index
                chosenServed = served
            }
        }
        return chosen
    }

    /// Keeps the bookkeeping of clients that neither wait nor run to a few
    /// thousand entries (a replay may see many sessions come and go). Under the lock.
    private func forgetIdleClients() {
        guard lastServed.count > 4096 else { return }
        let present = Set(waiting.compactMap(\.client)).union(running.keys)
        lastServed = lastServed.filter { present.contains($0.key) }
        slow.formIntersection(present)
    }

    /// A worker crossing to the evaluation thread; only one thread uses it at a time.
    private struct UncheckedWorker: @unchecked Sendable {
        let worker: Worker
        init(_ worker: Worker) { self.worker = worker }
    }

    /// Resumes the caller once: with the value, or with `nil` when it was cancelled first.
    private final class Once<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T?, Never>?
        private var early: Bool = false

        func arm(_ continuation: CheckedContinuation<T?, Never>) {
            lock.lock()
            if early {
                lock.unlock()
                continuation.resume(returning: nil)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        func resume(_ value: T?) {
            lock.lock()
            guard let continuation else {
                if value == nil { early = true }
                lock.unlock()
                return
            }
            self.continuation = nil
            lock.unlock()
            continuation.resume(returning: value)
        }
    }
}
