/// Why a LocatorLab HTTP server (the inspector's, record's proxy, the replay's) could not start.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--host` is not an IPv4 or IPv6 address.
    case invalidHost(String)
    /// The socket could not be opened, bound or listened on (port in use…).
    case cannotListen(host: String, port: Int, reason: String)
    /// `record --upstream` is not an http or https URL.
    case invalidUpstream(String)
    /// `record` cannot write its recording (the folder holds files, …).
    case recording(String)

    /// Whether the command line was at fault (exit 64): an address or an
    /// upstream URL that is not one, rather than a port that cannot be used.
    public var isUsage: Bool {
        switch self {
        case .invalidHost, .invalidUpstream: true
        case .cannotListen, .recording: false
        }
    }

    public var description: String {
        switch self {
        case .invalidHost(let host):
            return "--host \(host) is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host) port \(port): \(reason)"
        case .invalidUpstream(let upstream):
            return "--upstream \(upstream) is not an http or https URL (e.g. http://127.0.0.1:4723)"
        case .recording(let reason):
            return reason
        }
    }
}
