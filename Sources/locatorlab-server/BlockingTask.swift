import Dispatch

/// Async work run on the concurrency pool for a synchronous command, which
/// blocks until it is done: a server until it stops, or one answer.
final class BlockingTask<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?
    private var task: Task<Void, Never>?

    init(_ body: @escaping @Sendable () async throws -> Value) {
        task = Task {
            do {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
            finished.signal()
        }
    }

    /// Cancels the work (a server stops listening).
    func cancel() {
        task?.cancel()
    }

    /// Blocks until the work is done and returns its result.
    func wait() -> Result<Value, any Error> {
        finished.wait()
        // Set before the signal that ended the wait.
        return result!
    }
}
