import Dispatch
import Foundation
import LocatorLabModel

/// `body`'s result, or `nil` when `deadline` passes first (then `body` is
/// cancelled, and its end awaited).
///
/// With `keepingLateSuccess`, a value `body` still returned after the
/// deadline is kept: a read from a socket must not be dropped, since its
/// bytes are gone from the socket. On a loaded machine the timer can fire
/// while the read it races has already returned a request's first bytes;
/// dropping them closed a connection that had sent a whole request as if
/// idle, and its client got an empty reply.
///
/// The deadline is a dispatch timer that is cancelled when `body` ends
/// first. A `Task.sleep` racing `body` in a task group is resumed when the
/// group is cancelled, but on Linux its timer stays in libdispatch's heap
/// until the time it was set for: each request left two or three timers of
/// 10–30 s behind, so after a burst of 4,000 queries the idle server kept
/// waking for them, 3–7% of a core for half a minute.
func withDeadline<T: Sendable>(
    _ deadline: ContinuousClock.Instant, keepingLateSuccess: Bool = false,
    _ body: @escaping @Sendable () async throws -> T
) async -> Result<T, any Error>? {
    let work = Task { try await body() }
    let expiry = DeadlineTimer(after: ContinuousClock.now.duration(to: deadline)) { work.cancel() }
    let result = await withTaskCancellationHandler {
        await work.result
    } onCancel: {
        work.cancel()
    }
    if expiry.disarm() { return result }
    if keepingLateSuccess, case .success = result { return result }
    return nil
}

/// A one-shot timer on a shared queue whose cancellation removes it.
final class DeadlineTimer: @unchecked Sendable {
    private static let queue = DispatchQueue(label: "locatorlab.deadlines")
    private static let counting = NSLock()
    nonisolated(unsafe) private static var armedCount = 0
    private let lock = NSLock()
    private var fired = false
    private var ended = false
    private let source: DispatchSourceTimer

    /// Timers armed now, in this process: none once every deadline's work
    /// has ended (each request's used to stay until its 10–30 s were up).
    static var armed: Int { counting.withLock { armedCount } }

    init(after duration: Duration, _ expire: @escaping @Sendable () -> Void) {
        Self.counting.withLock { Self.armedCount += 1 }
        source = DispatchSource.makeTimerSource(queue: Self.queue)
        source.schedule(deadline: .now() + .nanoseconds(Int(clamping: max(0, duration.inNanoseconds))))
        source.setEventHandler { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.fired = true }
            self.end()
            expire()
        }
        source.resume()
    }

    /// Stops the timer; whether it had not fired yet.
    func disarm() -> Bool {
        source.cancel()
        end()
        return lock.withLock { !fired }
    }

    /// Counts the timer out once, whether it fired or was disarmed.
    private func end() {
        let first = lock.withLock {
            defer { ended = true }
            return !ended
        }
        if first { Self.counting.withLock { Self.armedCount -= 1 } }
    }
}
