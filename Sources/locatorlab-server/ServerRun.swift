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
    /// The write end of the pipe the stop signals' handler writes to: a
    /// signal handler can reach nothing but globals.
    nonisolated(unsafe) static var stopSignalled: Int32 = -1

    /// `announce` words the ready line from the server's URL.
    static func untilStopped(
        _ server: some ListeningServer, announce: @escaping @Sendable (String) -> String
    ) throws(Serving.Failure) {
        let serving = BlockingTask { try await server.run() }
        // A handler of our own, set before the server is announced, that
        // writes a byte to a pipe a thread waits on. A dispatch signal
        // source was used before, over SIG_IGN: it is registered later, on
        // dispatch's own thread, and a signal that came first was ignored
        // and lost (a replay started with SIGINT ignored went on serving
        // after `kill -INT`, on a busy CI machine).
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw Serving.Failure(message: "no pipe for the stop signals (errno \(errno))", isUsage: false)
        }
        stopSignalled = ends[1]
        let reading = ends[0]
        let watcher = Thread {
            var byte: UInt8 = 0
            while read(reading, &byte, 1) < 0 && errno == EINTR {}
            serving.cancel()
        }
        watcher.start()
        // A parent may have blocked them (a test runner blocks SIGTERM),
        // and they are how the server is stopped.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        for number in [SIGINT, SIGTERM] {
            // The default action would end the process before the report.
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(ServerRun.stopSignalled, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        Task {
            if let port = try? await server.port(timeout: 10) {
                FileHandle.standardError.write(Data((announce(server.url(port: port)) + "\n").utf8))
            }
        }
        let stopped = serving.wait()
        if case .failure(let error) = stopped {
            throw Serving.Failure(message: "\(error)", isUsage: false)
        }
    }

    /// A server that could not start, as the command reports it.
    static func failure(_ error: ServerError) -> Serving.Failure {
        Serving.Failure(message: error.description, isUsage: error.isUsage)
    }
}
