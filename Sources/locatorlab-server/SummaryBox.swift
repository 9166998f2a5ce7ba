import Foundation

/// The summary, handed from the task that asked the proxy for it.
final class SummaryBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (text: String, failures: [String])?

    var value: (text: String, failures: [String])? { lock.withLock { stored } }

    func set(_ summary: (text: String, failures: [String])) { lock.withLock { stored = summary } }
}
