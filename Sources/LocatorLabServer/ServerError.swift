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
