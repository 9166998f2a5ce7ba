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
        throw ServerRun.failure(error)
    }
    try ServerRun.untilStopped(proxy, announce: { request.announcement(listeningOn: $0) })
    // The summary cannot fail; the task only makes the actor reachable here.
    guard case .success(let (text, failures)) = BlockingTask({ await proxy.summary() }).wait() else { return }
    for failed in failures {
        FileHandle.standardError.write(Data("warning: not recorded: \(failed)\n".utf8))
    }
    FileHandle.standardError.write(Data("\(text)\n".utf8))
}
