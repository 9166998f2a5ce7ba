import Foundation
import LocatorLabModel
import LocatorLabWebDriver
import LocatorLabXML

/// How the commands that serve HTTP (`inspect --serve`, and the WebDriver
/// endpoints) get their server. The servers live in their own executable,
/// `locatorlab-server`, which installs ``serve`` before it runs the same
/// command line; `locatorlab` leaves it unset and, asked to serve, hands the
/// whole command over to that executable (`exec`, so standard input, Ctrl-C
/// and the exit status stay the user's).
///
/// Why apart: the servers bring FoundationNetworking, and with it libcurl
/// and a TLS stack whose start-up (about 9 ms of library loading and
/// constructors) every one-shot `query` paid before.
public enum Serving {
    /// What a command asks the server executable to serve.
    public enum Request: Sendable {
        case inspect(InspectRequest)
        case record(RecordRequest)
        case replay(ReplayRequest)
    }

    /// What serving leaves for the command when it stops.
    public enum Outcome: Sendable {
        case stopped
        /// A replay stopped by SIGINT or SIGTERM: its sessions and every
        /// find it answered, for the run report.
        case replayed(ReplayedRun)
    }

    /// `record`: the proxy in front of an Appium server, and where the
    /// recording goes.
    public struct RecordRequest: Sendable {
        public let upstream: String
        public let folder: String
        public let screenshots: Bool
        public let host: String
        public let port: UInt16
    }

    /// `inspect --serve`: the finished page and the screens live queries run on.
    public struct InspectRequest: Sendable {
        public let page: [UInt8]
        public let screens: [Screen]
        public let appPackage: String?
        /// The bounds on each live query (`--xpath-timeout`).
        public let xpathLimits: XPathLimits
        public let host: String
        public let port: UInt16
    }

    /// `replay`: the screens (and a recording's plan) sessions are served from.
    public struct ReplayRequest: Sendable {
        public let screens: [Screen]
        public let plan: RecordingPlan?
        /// The package sessions without `appium:appPackage` complete ids with.
        public let appPackage: String?
        public let xpathLimits: XPathLimits
        public let host: String
        public let port: UInt16
        /// Host names accepted in the `Host` header besides this machine's
        /// addresses (`--allow-host`).
        public let allowedHostNames: [String]
    }

    /// Why serving stopped or could not start.
    public struct Failure: Error, Sendable {
        public let message: String
        /// A wrong option (`--host`), as opposed to a port that cannot be used.
        public let isUsage: Bool

        public init(message: String, isUsage: Bool) {
            self.message = message
            self.isUsage = isUsage
        }
    }

    /// Serves a request until the process is stopped; set once, before
    /// `LocatorLabCommand.main()`, by the server executable only.
    nonisolated(unsafe) public static var serve: ((Request) throws(Failure) -> Outcome)?

    /// The name of the server executable, installed beside `locatorlab`.
    public static let serverExecutableName = "locatorlab-server"

    /// The server executable beside the running one, or `nil` with the
    /// path where it was looked for.
    static func serverExecutable() -> (path: String?, lookedAt: String) {
        let running = Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? serverExecutableName)
        let candidate = running.deletingLastPathComponent().appendingPathComponent(serverExecutableName).path
        return (FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil, candidate)
    }

    /// Replaces this process with the server executable, given the same
    /// arguments. Returns only when that is impossible, with why;
    /// `command` names what needed the server (`inspect --serve`).
    static func handOver(command: String) -> String {
        let (path, lookedAt) = serverExecutable()
        guard let path else {
            return "\(command) needs \(serverExecutableName), which is built with locatorlab "
                + "(swift build -c release) and must be installed beside it; it is not at \(lookedAt)"
        }
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(path, pointers)
        let reason = String(cString: strerror(errno))
        pointers.forEach { free($0) }
        return "cannot start \(path): \(reason)"
    }

    /// Runs `request` through the installed server, mapping its failure to
    /// the command's exit status (64 for a wrong option, 73 otherwise).
    @discardableResult
    static func run(_ request: Request) throws -> Outcome {
        guard let serve else { return .stopped }
        do {
            return try serve(request)
        } catch {
            let status = error.isUsage ? ExitStatus.usage : ExitStatus.cannotWrite
            throw CommandFailure(message: "error: \(error.message)", status: status).report()
        }
    }
}
