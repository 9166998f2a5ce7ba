import FlyingFox
import FlyingSocks
import Foundation
import LocatorLabRecording

/// `locatorlab record`: an HTTP proxy in front of a real Appium server that
/// forwards every request and answer unchanged and writes the run as a
/// recording (``RecordingWriter``):
///
/// - each session's capabilities, from the `POST /session` request and answer;
/// - the page source of each screen the suite looked at: one `GET /source`
///   upstream at a session's first find and at the first find after any
///   action (identical screens stored once), and the screenshot when asked;
///   a `GET /source` the client sends itself is kept the same way;
/// - every find, with its request, the elements the upstream returned and
///   how long the upstream took; and every action.
///
/// When the upstream fails, the client gets its answer unchanged; when it
/// cannot be reached, a W3C `unknown error` with the reason, and `notice`
/// tells the user. Requests are held to a ``ServerPolicy`` with bounds fit
/// for Appium: bodies up to 64 MiB (an app pushed as base64), answers
/// waited for up to 10 minutes (a new session installing an app).
public final class RecordingProxy: ListeningServer {
    private let endpoint: ListeningEndpoint
    private let recorder: RunRecorder
    private let writer: RecordingWriter
    public let host: String
    public let folder: String

    /// The policy `record` serves with (see the type's documentation).
    public static var policy: ServerPolicy {
        var policy = ServerPolicy()
        policy.maximumBodyBytes = 64 << 20
        policy.requestTimeout = .seconds(120)
        policy.idleTimeout = .seconds(300)
        policy.responseTimeout = .seconds(600)
        policy.refusals = .webDriver
        return policy
    }

    /// - Parameters:
    ///   - upstream: the Appium server's URL (`http://127.0.0.1:4723`, with
    ///     its base path if it has one).
    ///   - folder: where the recording goes: a new or empty folder.
    ///   - notice: told what the user should know while the run goes on (an
    ///     upstream that cannot be reached, a capture that failed).
    public init(
        upstream: String, folder: String, screenshots: Bool, host: String = InspectionServer.defaultHost,
        port: UInt16, policy: ServerPolicy = RecordingProxy.policy,
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(ServerError) {
        guard let base = URL(string: upstream), let scheme = base.scheme?.lowercased(), ["http", "https"].contains(scheme),
            base.host != nil
        else { throw .invalidUpstream(upstream) }
        let writer: RecordingWriter
        do {
            writer = try RecordingWriter(
                folder: folder, manifest: RecordingManifest(upstream: upstream, screenshots: screenshots))
        } catch {
            throw .recording(error.description)
        }
        self.host = host
        self.folder = folder
        self.writer = writer
        let recorder = RunRecorder(writer: writer)
        self.recorder = recorder
        let forwarder = Forwarder(
            upstream: UpstreamClient(base: base), recorder: recorder, screenshots: screenshots, notice: notice)
        var routes = RoutedHTTPHandler()
        routes.appendRoute(HTTPRoute(methods: [.GET, .POST, .PUT, .DELETE, .PATCH, .HEAD, .OPTIONS], path: "/*"), to: forwarder)
        do {
            endpoint = try ListeningEndpoint(host: host, port: port, policy: policy, routes: routes)
        } catch {
            writer.discardIfEmpty()
            throw error
        }
    }

    /// Serves until the task is cancelled; throws when it cannot listen,
    /// and then removes the recording it made if nothing was recorded (the
    /// folder is created before listening, which needs the routes).
    public func run() async throws(ServerError) {
        do {
            try await endpoint.run()
        } catch {
            writer.discardIfEmpty()
            throw error
        }
    }

    /// Waits until the proxy listens and returns its port.
    public func port(timeout: TimeInterval = 10) async throws(ServerError) -> Int {
        try await endpoint.port(timeout: timeout)
    }

    /// The URL the suite is pointed at.
    public func url(port: Int) -> String {
        endpoint.origin(port: port)
    }

    /// `recorded 12 finds and 5 actions on 4 screens in DIR`, and the
    /// events that could not be written.
    public func summary() async -> (text: String, failures: [String]) {
        let finds = await recorder.finds
        let actions = await recorder.actions
        let screens = await recorder.screens.count
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let text = "recorded \(counted(finds, "find")) and \(counted(actions, "action")) on \(counted(screens, "screen")) in \(folder)"
        return (text, await recorder.failures)
    }
}
