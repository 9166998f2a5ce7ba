import Foundation

/// Results that worker threads fill in by position, and a shared counter:
/// each slot is written by one worker, and the lock makes every write
/// visible to the thread that reads the slots after the workers are done.
final class ComparisonSlots<Value: Sendable>: @unchecked Sendable {
    private var values: [Value?]
    private var counter = 0
    private let lock = NSLock()

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    subscript(position: Int) -> Value? {
        get { lock.withLock { values[position] } }
        set { lock.withLock { values[position] = newValue } }
    }

    /// Adds one to the counter and returns the new count.
    func increment() -> Int {
        lock.withLock {
            counter += 1
            return counter
        }
    }
}
