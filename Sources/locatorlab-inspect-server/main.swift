import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabInspectionServer

// `locatorlab inspect --serve` hands its command line over to this
// executable (see InspectionServing): the same commands, with the HTTP
// server attached.
InspectionServing.serve = { request throws(InspectionServing.Failure) in
    let server: InspectionServer
    do throws(InspectionServerError) {
        server = try InspectionServer(
            page: request.page, trees: request.trees, appPackage: request.appPackage,
            xpathLimits: request.xpathLimits, host: request.host, port: request.port)
    } catch {
        let isUsage = if case .invalidHost = error { true } else { false }
        throw InspectionServing.Failure(message: error.description, isUsage: isUsage)
    }
    try serveUntilStopped(server)
}
LocatorLabCommand.main()

/// Runs the server on the concurrency pool and blocks the (synchronous)
/// command until it fails; Ctrl-C ends the process as for any command.
func serveUntilStopped(_ server: InspectionServer) throws(InspectionServing.Failure) {
    let finished = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task {
        do {
            try await server.run()
        } catch {
            failure.set(error)
        }
        finished.signal()
    }
    Task {
        if let port = try? await server.port() {
            FileHandle.standardError.write(Data("serving \(server.url(port: port)) (Ctrl-C to stop)\n".utf8))
        }
    }
    finished.wait()
    if let error = failure.error {
        throw InspectionServing.Failure(message: "\(error)", isUsage: false)
    }
}
