import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer

// `locatorlab` hands the commands that serve HTTP over to this executable
// (see Serving): the same commands, with the servers attached.
Serving.serve = { request throws(Serving.Failure) in
    switch request {
    case .inspect(let inspect):
        let server: InspectionServer
        do throws(InspectionServerError) {
            server = try InspectionServer(
                page: inspect.page, trees: inspect.trees, appPackage: inspect.appPackage,
                xpathLimits: inspect.xpathLimits, host: inspect.host, port: inspect.port)
        } catch {
            let isUsage = if case .invalidHost = error { true } else { false }
            throw Serving.Failure(message: error.description, isUsage: isUsage)
        }
        try serveUntilStopped(server)
    case .record(let record):
        try recordUntilStopped(record)
    }
}
LocatorLabCommand.main()

/// Runs the server on the concurrency pool and blocks the (synchronous)
/// command until it fails; Ctrl-C ends the process as for any command.
func serveUntilStopped(_ server: InspectionServer) throws(Serving.Failure) {
    let serving = BlockingTask { try await server.run() }
    Task {
        if let port = try? await server.port() {
            FileHandle.standardError.write(Data("serving \(server.url(port: port)) (Ctrl-C to stop)\n".utf8))
        }
    }
    if case .failure(let error) = serving.wait() {
        throw Serving.Failure(message: "\(error)", isUsage: false)
    }
}

