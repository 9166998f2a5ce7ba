/// Why the inspector's HTTP server could not start.
public enum InspectionServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--host` is not an IPv4 or IPv6 address.
    case invalidHost(String)
    /// The socket could not be opened, bound or listened on (port in use…).
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .invalidHost(let host):
            return "--host \(host) is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host) port \(port): \(reason)"
        }
    }
}
