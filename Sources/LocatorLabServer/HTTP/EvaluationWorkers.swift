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
/// Generic so the replay server can hand out its own engines the same way.
final class EvaluationWorkers<Worker>: @unchecked Sendable {
    /// Why an evaluation did not run.
    enum Refusal: Error, Equatable {
        /// Every worker is busy and the queue is full, or too many abandoned
        /// evaluations still run; the message says which.
        case busy(String)
        case cancelled
    }

    private let lock = NSLock()
    private var idle: [Worker]
    private var waiting: [(id: UInt64, resume: (Worker?) -> Void)] = []
    private var nextID: UInt64 = 0
    private let maximumWaiting: Int
    private let maximumAbandoned: Int
    private let abandoned: @Sendable () -> Int
    private let queue = DispatchQueue(label: "locatorlab.evaluation", attributes: .concurrent)

    /// - Parameter abandoned: how many given-up evaluations still run now.
    init(workers: [Worker], maximumWaiting: Int, maximumAbandoned: Int, abandoned: @escaping @Sendable () -> Int) {
        idle = workers
        self.maximumWaiting = maximumWaiting
        self.maximumAbandoned = maximumAbandoned
        self.abandoned = abandoned
    }

    /// Runs `body` with a worker of its own on a thread outside the pool.
    func run<T: Sendable>(_ body: @escaping @Sendable (Worker) -> T) async throws(Refusal) -> T {
        let still = abandoned()
        guard still < maximumAbandoned else {
            throw .busy("\(still) evaluations that passed their time limit are still running; try again shortly")
        }
        let worker = try await acquire()
        let box = UncheckedWorker(worker)
        let once = Once<T>()
        let result: T? = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                once.arm(continuation)
                queue.async {
                    let value = body(box.worker)
                    self.release(box.worker)
                    once.resume(value)
                }
            }
        } onCancel: {
            once.resume(nil)
        }
        guard let result else { throw .cancelled }
        return result
    }

    /// An idle worker, or one released later in arrival order; leaves the
    /// queue when the caller is cancelled.
    private func acquire() async throws(Refusal) -> Worker {
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
                if let worker = idle.popLast() {
                    lock.unlock()
                    return continuation.resume(returning: .success(UncheckedWorker(worker)))
                }
                guard waiting.count < maximumWaiting else {
                    let count = waiting.count
                    lock.unlock()
                    let message = "\(count) evaluations are waiting for a worker already; try again shortly"
                    return continuation.resume(returning: .failure(.busy(message)))
                }
                waiting.append((id, { worker in
                    continuation.resume(returning: worker.map { .success(UncheckedWorker($0)) } ?? .failure(.cancelled))
                }))
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

    private func release(_ worker: Worker) {
        lock.lock()
        if waiting.isEmpty {
            idle.append(worker)
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume(worker)
        }
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
