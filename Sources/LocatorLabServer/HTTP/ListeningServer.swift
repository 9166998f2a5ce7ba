import Foundation

/// What the `locatorlab-server` executable needs of each of its servers
/// (the inspector's, record's proxy, the replay's): serve until cancelled,
/// say its port once listening, and its URL for the ready line.
public protocol ListeningServer: Sendable {
    /// Serves until the task is cancelled; throws when it cannot listen.
    func run() async throws(ServerError)
    /// Waits until the server listens and returns its port.
    func port(timeout: TimeInterval) async throws(ServerError) -> Int
    /// Where a client reaches it on `port`.
    func url(port: Int) -> String
}
