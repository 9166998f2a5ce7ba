import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer
import LocatorLabWebDriver

// `locatorlab` hands the commands that serve HTTP over to this executable
// (see Serving): the same commands, with the servers attached.
Serving.serve = { request throws(Serving.Failure) in
    switch request {
    case .inspect(let inspect):
        let server: InspectionServer
        do throws(ServerError) {
            server = try InspectionServer(
                page: inspect.page, trees: inspect.trees, appPackage: inspect.appPackage,
                xpathLimits: inspect.xpathLimits, host: inspect.host, port: inspect.port)
        } catch {
            throw failure(error)
        }
        try ServerRun.untilStopped(
            run: { () async throws(ServerError) in try await server.run() },
            port: { () async throws(ServerError) in try await server.port() },
            announce: { "serving \(server.url(port: $0)) (Ctrl-C to stop)" }, stopsOnSignals: false)
        return .stopped
    case .record(let record):
        try recordUntilStopped(record)
        return .stopped
    case .replay(let replay):
        let sessions = ReplaySessions(screens: replay.screens, plan: replay.plan, appPackage: replay.appPackage)
        let server: ReplayServer
        do throws(ServerError) {
            var policy = ServerPolicy()
            policy.allowedHostNames = Set(replay.allowedHostNames.map { $0.lowercased() })
            server = try ReplayServer(
                sessions: sessions, xpathLimits: replay.xpathLimits, host: replay.host, port: replay.port, policy: policy)
        } catch {
            throw failure(error)
        }
        try ServerRun.untilStopped(
            run: { () async throws(ServerError) in try await server.run() },
            port: { () async throws(ServerError) in try await server.port() },
            announce: { "listening on \(server.url(port: $0))" }, stopsOnSignals: true)
        return .replayed(sessions.run)
    }
}
LocatorLabCommand.main()

func failure(_ error: ServerError) -> Serving.Failure {
    let isUsage = if case .invalidHost = error { true } else { false }
    return Serving.Failure(message: error.description, isUsage: isUsage)
}

