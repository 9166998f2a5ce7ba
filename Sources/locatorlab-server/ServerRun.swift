import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

/// Runs a server on the concurrency pool and blocks the (synchronous)
/// command until it fails or, when `stopsOnSignals`, until SIGINT or
/// SIGTERM: then the server stops accepting, and the command goes on to
/// write what it owes (replay's run report) and exits 0. Without it,
/// Ctrl-C ends the process as for any command.
enum ServerRun {
    static func untilStopped(
        run: @escaping @Sendable () async throws(InspectionServerError) -> Void,
        port: @escaping @Sendable () async throws(InspectionServerError) -> Int,
        announce: @escaping @Sendable (Int) -> String, stopsOnSignals: Bool
    ) throws(Serving.Failure) {
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        let server = Task {
            do {
                try await run()
            } catch {
                failure.set(error)
            }
            finished.signal()
        }
        var sources: [any DispatchSourceSignal] = []
        if stopsOnSignals {
            for number in [SIGINT, SIGTERM] {
                // The default action would end the process before the report.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { server.cancel() }
                source.resume()
                sources.append(source)
            }
        }
        Task {
            if let port = try? await port() {
                FileHandle.standardError.write(Data((announce(port) + "\n").utf8))
            }
        }
        finished.wait()
        sources.forEach { $0.cancel() }
        if let error = failure.error {
            throw Serving.Failure(message: "\(error)", isUsage: false)
        }
    }
}
