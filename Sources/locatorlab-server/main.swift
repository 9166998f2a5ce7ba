import Dispatch
import Foundation
import LocatorLabCommandLine
import LocatorLabServer
import LocatorLabWebDriver
import LocatorLabXML

// `locatorlab` hands the commands that serve HTTP over to this executable
// (see Serving): the same commands, with the servers attached.
Serving.serve = { request throws(Serving.Failure) in
    switch request {
    case .inspect(let inspect):
        let server: InspectionServer
        do throws(ServerError) {
            server = try InspectionServer(
                page: inspect.page, screens: inspect.screens, appPackage: inspect.appPackage,
                xpathLimits: inspect.xpathLimits, host: inspect.host, port: inspect.port)
        } catch {
            throw ServerRun.failure(error)
        }
        try ServerRun.untilStopped(server, announce: { "serving \($0) (Ctrl-C to stop)" })
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
            throw ServerRun.failure(error)
        }
        try ServerRun.untilStopped(server, announce: { "listening on \($0)" })
        return .replayed(sessions.run)
    }
}
// Teardown order: no evaluation may run in libxml2 when its shared
// library's destructor frees its globals at exit (a server stopped during
// a find once crashed there). Evaluations end at their time limit; one
// abandoned in a loop libxml2 cannot leave may run on, and then the process
// leaves without running library destructors (its output is flushed first).
#if canImport(Glibc)
    on_exit({ status, _ in
        guard !XPathEvaluator.waitForEvaluationsToEnd(timeout: 2) else { return }
        fflush(nil)
        _exit(status)
    }, nil)
#endif
LocatorLabCommand.main()
