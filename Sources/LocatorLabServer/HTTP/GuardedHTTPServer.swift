import FlyingFox
import FlyingSocks
import Foundation

/// An HTTP/1.1 server on FlyingSocks that holds every request to a
/// ``ServerPolicy`` before FlyingFox's routing sees it. It replaces
/// FlyingFox's `HTTPServer` loop, which reads without bound, has no request
/// or idle deadline, keeps every connection it is offered, and stops when
/// `accept` fails for want of descriptors. Routes are FlyingFox's
/// (`RoutedHTTPHandler`), so a second server is only another set of routes.
final class GuardedHTTPServer: Sendable {
    private let address: any SocketAddress
    private let policy: ServerPolicy
    private let routes: RoutedHTTPHandler
    private let state = LockedState()

    init(address: any SocketAddress, policy: ServerPolicy, routes: RoutedHTTPHandler) {
        self.address = address
        self.policy = policy
        self.routes = routes
    }

    /// Listens and serves until the task is cancelled; throws when it cannot listen.
    func run() async throws {
        let pool = HTTPServer.defaultPool()
        let listener: AsyncSocket
        do {
            try await pool.prepare()
            let socket = try Socket(domain: Int32(type(of: address).family))
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            listener = try AsyncSocket(socket: socket, pool: pool)
            switch try socket.sockname() {
            case .ip4(_, let port), .ip6(_, let port): state.listening(port: Int(port))
            case .unix: throw SocketError.unsupportedAddress
            }
        } catch {
            state.failed(error)
            throw error
        }
        try await serve(listener, pool: pool)
    }

    /// The port listened on, once listening; throws the reason it could not.
    func port(timeout: TimeInterval) async throws -> Int {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            switch state.listeningPort {
            case .some(.success(let port)): return port
            case .some(.failure(let error)): throw error
            case nil: try await Task.sleep(for: .milliseconds(5))
            }
        }
        throw SocketError.timeout(message: "not listening after \(timeout) s")
    }

    private func serve(_ listener: AsyncSocket, pool: some AsyncSocketPool) async throws {
        defer { try? listener.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { try await self.acceptConnections(on: listener) }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    private func acceptConnections(on listener: AsyncSocket) async throws {
        if #available(macOS 14, *) {
            try await withThrowingDiscardingTaskGroup { group in
                try await acceptLoop(on: listener) { connection, id in
                    group.addTask { await self.handle(connection, id: id) }
                }
            }
        } else {
            // Results are kept until the group ends: a few bytes per connection.
            try await withThrowingTaskGroup(of: Void.self) { group in
                try await acceptLoop(on: listener) { connection, id in
                    group.addTask { await self.handle(connection, id: id) }
                }
            }
        }
    }

    /// Accepts until cancelled, handing each connection within the limit to `start`.
    private func acceptLoop(on listener: AsyncSocket, start: (AsyncSocket, UInt64) -> Void) async throws {
            while !Task.isCancelled {
                let connection: AsyncSocket
                do {
                    connection = try await listener.accept()
                } catch is CancellationError {
                    return
                } catch {
                    // Out of descriptors (EMFILE) or an aborted handshake:
                    // wait a little and go on; never stop serving for it.
                    try await Task.sleep(for: .milliseconds(50))
                    continue
                }
                guard
                    let id = state.openConnection(
                        connection.socket.file.rawValue, limit: policy.maximumConnections, evictableAfter: policy.evictableAfter)
                else {
                    Self.refuseAtOnce(connection, limit: policy.maximumConnections, form: policy.refusals)
                    continue
                }
                start(connection, id)
            }
    }

    /// One 503 written without waiting (a full socket buffer drops it), then closed.
    private static func refuseAtOnce(_ connection: AsyncSocket, limit: Int, form: RefusalForm) {
        let body = form.body(status: .serviceUnavailable, message: "the server has \(limit) open connections; try again")
        var head = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: \(form.contentType)\r\n"
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        _ = try? connection.socket.write(Data(head.utf8) + Data(body))
        try? connection.close()
    }

    private func handle(_ connection: AsyncSocket, id: UInt64) async {
        defer {
            // Forgotten first, under the lock an eviction takes: the
            // descriptor is never shut down after it is closed (and reused).
            state.closeConnection(id)
            try? connection.close()
        }
        var reader = BoundedRequestReader(socket: connection, policy: policy)
        var first = true
        while !Task.isCancelled {
            let request: HTTPRequest
            do {
                state.waiting(id, true)
                let next = try await reader.next(idleTimeout: first ? policy.firstRequestTimeout : policy.idleTimeout) {
                    self.state.waiting(id, false)
                }
                guard let next else { return }
                request = next
                first = false
            } catch {
                await write(refusal(error.status, error.message), to: connection, keepAlive: false)
                await linger(connection)
                return
            }
            let port = state.listeningPort.flatMap { try? $0.get() } ?? 0
            if let reason = policy.refusal(
                host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], port: port)
            {
                await write(refusal(.forbidden, reason), to: connection, keepAlive: false)
                return
            }
            let keepAlive = Self.keepsAlive(request)
            guard await write(await respond(to: request), to: connection, keepAlive: keepAlive), keepAlive else { return }
        }
    }

    /// After a refusal the client may still be sending (the rest of a 3 MiB
    /// line): closing with unread bytes makes the kernel reset the
    /// connection, and the client loses the answer. So, as nginx's lingering
    /// close: stop writing, discard what arrives for at most 2 s or 4 MiB, close.
    private func linger(_ connection: AsyncSocket) async {
        _ = shutdown(connection.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(2)
        var discarded = 0
        while discarded < 4 << 20 {
            guard case .some(.success(let bytes)) = await withDeadline(deadline, { try await connection.read(atMost: 4096) })
            else { return }
            discarded += bytes.count
        }
    }

    /// The route's answer, or a 503 when it takes longer than the policy allows
    /// (the route is cancelled: a queued evaluation leaves its queue).
    private func respond(to request: HTTPRequest) async -> HTTPResponse {
        let routes = routes
        let answer = await withDeadline(ContinuousClock.now + policy.responseTimeout) {
            try await routes.handleRequest(request)
        }
        switch answer {
        case .some(.success(let response)): return response
        case .some(.failure(let error)) where error is HTTPUnhandledError:
            return refusal(.notFound, "no route for \(request.method.rawValue) \(request.path)")
        case .some(.failure(let error)):
            return refusal(.internalServerError, String(describing: error))
        case nil:
            return refusal(.serviceUnavailable, "no answer within \(policy.responseTimeout)")
        }
    }

    /// Writes `response` within the request deadline; false when it could not.
    @discardableResult
    private func write(_ response: HTTPResponse, to connection: AsyncSocket, keepAlive: Bool) async -> Bool {
        guard let body = try? await response.bodyData else { return false }
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (header, value) in response.headers where header != .contentLength && header != .connection {
            head += "\(header.rawValue): \(value)\r\n"
        }
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        let bytes = Data(head.utf8) + body
        let written = await withDeadline(ContinuousClock.now + policy.requestTimeout) {
            try await connection.write(bytes)
        }
        if case .some(.success) = written { return true }
        return false
    }

    private func refusal(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        Self.refusal(status, message, form: policy.refusals)
    }

    static func refusal(_ status: HTTPStatusCode, _ message: String, form: RefusalForm = .plain) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: form.contentType],
            body: Data(form.body(status: status, message: message)))
    }

    private static func keepsAlive(_ request: HTTPRequest) -> Bool {
        let tokens = (request.headers[.connection] ?? "").lowercased().split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return request.version == .http11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// What the server knows across its tasks.
    private final class LockedState: @unchecked Sendable {
        private let lock = NSLock()
        private var port: Result<Int, any Error>?
        /// Open connections: the descriptor, and since when it has waited
        /// for a request's first byte (`nil` while a request is read or answered).
        private var open: [UInt64: (descriptor: Int32, waitingSince: ContinuousClock.Instant?)] = [:]
        private var nextID: UInt64 = 0

        var listeningPort: Result<Int, any Error>? { lock.withLock { port } }

        func listening(port: Int) { lock.withLock { self.port = .success(port) } }
        func failed(_ error: any Error) { lock.withLock { port = .failure(error) } }

        /// An id for a new connection. At the limit, the connection that has
        /// waited longest for a request (at least `evictableAfter`) is shut
        /// down to make room (its reader sees the end of the stream and
        /// closes it), as a server drops idle keep-alive connections first:
        /// 64 connections that sent nothing otherwise kept every client out,
        /// renewably. `nil` when none has waited that long.
        func openConnection(_ descriptor: Int32, limit: Int, evictableAfter: Duration) -> UInt64? {
            lock.withLock {
                if open.count >= limit {
                    let cutoff = ContinuousClock.now - evictableAfter
                    let oldest = open.compactMap { id, connection in
                        connection.waitingSince.map { (id: id, descriptor: connection.descriptor, since: $0) }
                    }.filter { $0.since <= cutoff }.min { $0.since < $1.since }
                    guard let oldest else { return nil }
                    _ = shutdown(oldest.descriptor, Int32(SHUT_RDWR))
                    open[oldest.id] = nil
                }
                nextID += 1
                open[nextID] = (descriptor, .now)
                return nextID
            }
        }

        /// Whether connection `id` waits for a request's first byte.
        func waiting(_ id: UInt64, _ isWaiting: Bool) {
            lock.withLock {
                guard open[id] != nil else { return }
                open[id]?.waitingSince = isWaiting ? .now : nil
            }
        }

        func closeConnection(_ id: UInt64) { _ = lock.withLock { open.removeValue(forKey: id) } }
    }
}
