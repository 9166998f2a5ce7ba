import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

/// Runs a server on the concurrency pool and blocks the (synchronous)
/// command until it fails or, when `stopsOnSignals`, until SIGINT or
/// SIGTERM: then the server stops accepting, and the command goes on to
/// write what it owes (replay's run report, record's summary) and exits 0.
/// Without it, Ctrl-C ends the process as for any command.
enum ServerRun {
    static func untilStopped(
        run: @escaping @Sendable () async throws(ServerError) -> Void,
        port: @escaping @Sendable () async throws(ServerError) -> Int,
        announce: @escaping @Sendable (Int) -> String, stopsOnSignals: Bool
    ) throws(Serving.Failure) {
        let serving = BlockingTask { try await run() }
        var sources: [any DispatchSourceSignal] = []
        if stopsOnSignals {
            // A parent may have blocked them (a test runner blocks SIGTERM),
            // and they are how the server is stopped.
            var stopping = sigset_t()
            sigemptyset(&stopping)
            sigaddset(&stopping, SIGINT)
            sigaddset(&stopping, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
            for number in [SIGINT, SIGTERM] {
                // The default action would end the process before the report.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { serving.cancel() }
                source.resume()
                sources.append(source)
            }
        }
        Task {
            if let port = try? await port() {
                FileHandle.standardError.write(Data((announce(port) + "\n").utf8))
            }
        }
        let stopped = serving.wait()
        sources.forEach { $0.cancel() }
        if case .failure(let error) = stopped {
            throw Serving.Failure(message: "\(error)", isUsage: false)
        }
    }
}
