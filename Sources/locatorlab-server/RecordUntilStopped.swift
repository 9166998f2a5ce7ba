import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

/// `record`: the proxy until SIGINT or SIGTERM, then what was recorded.
/// Every event is on disk once its answer is sent, so stopping leaves a
/// complete recording; a request in flight is simply not recorded.
func recordUntilStopped(_ request: Serving.RecordRequest) throws(Serving.Failure) {
    let proxy: RecordingProxy
    do throws(ServerError) {
        proxy = try RecordingProxy(
            upstream: request.upstream, folder: request.folder, screenshots: request.screenshots, host: request.host,
            port: request.port,
            notice: { message in FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) })
    } catch {
        let isUsage = switch error {
        case .invalidHost, .invalidUpstream: true
        default: false
        }
        throw Serving.Failure(message: error.description, isUsage: isUsage)
    }
    try ServerRun.untilStopped(
        run: { () async throws(ServerError) in try await proxy.run() },
        port: { () async throws(ServerError) in try await proxy.port() },
        announce: { "listening on \(proxy.url(port: $0))" }, stopsOnSignals: true)
    // The summary cannot fail; the task only makes the actor reachable here.
    guard case .success(let (text, failures)) = BlockingTask({ await proxy.summary() }).wait() else { return }
    for failed in failures {
        FileHandle.standardError.write(Data("warning: not recorded: \(failed)\n".utf8))
    }
    FileHandle.standardError.write(Data("\(text)\n".utf8))
}
