import FlyingFox
import FlyingSocks
import Foundation

/// A ``GuardedHTTPServer`` on one address, as both servers use it: the
/// address parsed from `--host`, serving until cancelled, the port once
/// listening, and failures worded for the user.
struct ListeningEndpoint: Sendable {
    let server: GuardedHTTPServer
    let host: String
    /// The port asked for (0: any free one), named when it cannot be used.
    let requestedPort: UInt16

    init(host: String, port: UInt16, policy: ServerPolicy, routes: RoutedHTTPHandler) throws(ServerError) {
        let address: any SocketAddress
        do {
            if host.contains(":") {
                address = try sockaddr_in6.inet6(ip6: host, port: port)
            } else {
                address = try sockaddr_in.inet(ip4: host, port: port)
            }
        } catch {
            throw .invalidHost(host)
        }
        self.host = host
        requestedPort = port
        server = GuardedHTTPServer(address: address, policy: policy, routes: routes)
    }

    /// Serves until the task is cancelled; throws when it cannot listen.
    func run() async throws(ServerError) {
        do {
            try await server.run()
        } catch is CancellationError {
            return
        } catch where Task.isCancelled {
            // Stopping closes the listening socket under the accept loop,
            // which may report that (`SocketError.disconnected`) first.
            return
        } catch {
            throw .cannotListen(host: host, port: Int(requestedPort), reason: Self.reason(error))
        }
    }

    /// Waits until the server listens and returns its port.
    func port(timeout: TimeInterval) async throws(ServerError) -> Int {
        do {
            return try await server.port(timeout: timeout)
        } catch {
            throw .cannotListen(host: host, port: Int(requestedPort), reason: Self.reason(error))
        }
    }

    /// `http://HOST:PORT` (brackets around an IPv6 address).
    func origin(port: Int) -> String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    /// FlyingSocks says `makeFailed("Bind")` with the errno text; the user
    /// needs only the text ("Address already in use").
    private static func reason(_ error: any Error) -> String {
        if case .failed(let type, _, let message) = error as? SocketError { return "\(type): \(message)" }
        return String(describing: error)
    }
}
