import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

/// `record`: the proxy until SIGINT or SIGTERM, then what was recorded.
/// Every event is on disk once its answer is sent, so stopping leaves a
/// complete recording; a request in flight is simply not recorded.
func recordUntilStopped(_ request: Serving.RecordRequest) throws(Serving.Failure) {
    let proxy: RecordingProxy
    do throws(InspectionServerError) {
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
    let serving = BlockingTask { try await proxy.run() }
    Task {
        if let port = try? await proxy.port() {
            FileHandle.standardError.write(Data("listening on \(proxy.url(port: port))\n".utf8))
        }
    }
    // A parent may have blocked them (a test runner blocks SIGTERM), and
    // they are how `record` is stopped.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    sigaddset(&stopping, SIGINT)
    sigaddset(&stopping, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { serving.cancel() }
        source.resume()
        sources.append(source)
    }
    let stopped = serving.wait()
    sources.forEach { $0.cancel() }
    if case .failure(let error) = stopped {
        throw Serving.Failure(message: "\(error)", isUsage: false)
    }
    // The summary cannot fail; the task only makes the actor reachable here.
    guard case .success(let (text, failures)) = BlockingTask({ await proxy.summary() }).wait() else { return }
    for failed in failures {
        FileHandle.standardError.write(Data("warning: not recorded: \(failed)\n".utf8))
    }
    FileHandle.standardError.write(Data("\(text)\n".utf8))
}
