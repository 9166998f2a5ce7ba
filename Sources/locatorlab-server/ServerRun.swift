import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

/// Runs a server on the concurrency pool and blocks the (synchronous)
/// command until it fails or until SIGINT or SIGTERM: then the server stops
/// accepting, and the command goes on to write what it owes (replay's run
/// report, record's summary; nothing for `inspect --serve`) and exits 0.
///
/// Every serving command handles both signals itself, even when started
/// with them ignored: a shell starts a background job (`&`, `nohup`) with
/// SIGINT ignored, and `inspect --serve`, which left SIGINT to its default
/// action, then went on serving after `kill -INT`.
enum ServerRun {
    /// `announce` words the ready line from the server's URL.
    static func untilStopped(
        _ server: some ListeningServer, announce: @escaping @Sendable (String) -> String
    ) throws(Serving.Failure) {
        let serving = BlockingTask { try await server.run() }
        var sources: [any DispatchSourceSignal] = []
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
        Task {
            if let port = try? await server.port(timeout: 10) {
                FileHandle.standardError.write(Data((announce(server.url(port: port)) + "\n").utf8))
            }
        }
        let stopped = serving.wait()
        sources.forEach { $0.cancel() }
        if case .failure(let error) = stopped {
            throw Serving.Failure(message: "\(error)", isUsage: false)
        }
    }

    /// A server that could not start, as the command reports it.
    static func failure(_ error: ServerError) -> Serving.Failure {
        Serving.Failure(message: error.description, isUsage: error.isUsage)
    }
}
