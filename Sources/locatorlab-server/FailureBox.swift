import Foundation

/// The server task's error, handed to the waiting command.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    var error: (any Error)? { lock.withLock { stored } }

    func set(_ error: any Error) {
        lock.withLock { stored = error }
    }
}
