import Foundation
import LocatorLabRecording
import LocatorLabTestSupport
import Testing

/// `record` with `replay` as its upstream, a real Appium-Python-Client
/// script through the proxy (`replay/clients/roundtrip.py` on iOS, `roundtrip_android.py` on Android): the recording
/// must hold the screens replay served, byte for byte, and the script's
/// finds as replay's own run report tells them; and replaying that
/// recording must answer the same script the same way.
@Suite(
    "a record→replay round trip gives back the same screens and finds", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: PythonClients.python != nil, "no .build/python-clients (run scripts/python-clients.sh)"))
struct RecordReplayRoundTripTests {
    /// One platform's round trip: the screens replayed, the client script,
    /// the finds it sends (strategy and value, in order), how many of them
    /// fall on the first screen, and the screens' names.
    struct Trip: Sendable, CustomTestStringConvertible {
        var platformName: String
        var screens: [String]
        var script: String
        var finds: [String]
        var findsOnFirstScreen: Int
        /// The actions recorded, in order (execute methods that only ask are not actions).
        var actions: [String]

        var fixtures: [String] { screens.map { TestFixtures.url("replay/\($0).xml").path } }
        var testDescription: String { platformName }
    }

    static let trips = [
        Trip(
            platformName: "iOS", screens: ["ios-login", "ios-home"],
            script: TestFixtures.url("replay/clients/roundtrip.py").path,
            finds: [
                "accessibility id login.email", "id login.password",
                "xpath //XCUIElementTypeStaticText[@name='login.title']", "class name XCUIElementTypeButton",
                "-ios predicate string type == 'XCUIElementTypeButton' AND enabled == 0",
                "-ios class chain **/XCUIElementTypeButton[`label == 'Log in'`]", "class name XCUIElementTypeStaticText",
                "-ios class chain **/XCUIElementTypeCell", "accessibility id product.favourite",
                "accessibility id login.email", "accessibility id no.such.thing", "xpath //XCUIElementTypeButton[",
            ],
            findsOnFirstScreen: 7, actions: ["value", "click", "execute mobile: scroll"]),
        Trip(
            platformName: "Android", screens: ["android-login", "android-home"],
            script: TestFixtures.url("replay/clients/roundtrip_android.py").path,
            finds: [
                "id email", "accessibility id login button",
                "xpath //android.widget.TextView[@resource-id='com.example.shop:id/title']",
                "class name android.widget.EditText", "-android uiautomator new UiSelector().textStartsWith(\"Log\")",
                "id com.example.shop:id/login_form", "class name android.widget.Button", "accessibility id login button",
                "id product_row", "accessibility id Favourite", "id email", "id no_such_thing",
                "xpath //android.widget.Button[",
            ],
            findsOnFirstScreen: 8, actions: ["value", "execute mobile: hideKeyboard", "click"]),
    ]

    /// Runs the script against `url`, returning its answers, one a line.
    static func runScript(_ script: String, _ url: String) throws -> String {
        let run = try ExternalTool.run(
            try #require(PythonClients.python), [script, url], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("round trip client done"), "\(run.output)")
        return run.output
    }

    /// A replay of `inputs` with a JSON run report, `body` run against its
    /// URL; returns what `body` returned and the report.
    static func withReplay<T: Sendable>(_ inputs: [String], _ body: @escaping @Sendable (String) async throws -> T)
        async throws -> (T, [String: Any])
    {
        let report = try ExternalTool.temporaryDirectory().appendingPathComponent("report.json")
        let replay = try await offPool { try ReplayProcess(inputs + ["--format", "json", "--report", report.path]) }
        let result: T
        do {
            result = try await body(replay.url)
        } catch {
            _ = try await offPool { replay.stop() }
            throw error
        }
        let stopped = try await offPool { replay.stop() }
        #expect(stopped.signal == nil, "replay should exit after SIGINT: \(stopped.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report))
        return (result, try #require(json as? [String: Any]))
    }

    /// `GET /source` of a session opened straight on `url` (no proxy),
    /// started on `screen` when named: the page source as the driver answers it.
    static func source(_ url: String, platformName: String, screen: String?) async throws -> String {
        var capabilities: [String: Any] = ["platformName": platformName]
        capabilities["locatorlab:screen"] = screen
        let created = try await send("POST", url + "/session", ["capabilities": ["alwaysMatch": capabilities]])
        let session = try #require((created["value"] as? [String: Any])?["sessionId"] as? String)
        let source = try #require(try await send("GET", url + "/session/\(session)/source")["value"] as? String)
        _ = try await send("DELETE", url + "/session/\(session)")
        return source
    }

    static func send(_ method: String, _ url: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let reply = try await RecordCommandTests.send(method, url, body)
        return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
    }

    /// Each find of a run report, in run order: strategy, value, plural,
    /// status, error and element count, as the upstream (the replay) answered.
    static func reportedFinds(_ report: [String: Any]) -> [String] {
        let locators = report["locators"] as? [[String: Any]] ?? []
        let uses = locators.flatMap { locator in
            (locator["uses"] as? [[String: Any]] ?? []).map { use in
                (
                    use["sequence"] as? Int ?? 0,
                    describe(
                        locator["using"] as? String ?? "", locator["value"] as? String ?? "", use["plural"] as? Bool ?? false,
                        use["upstreamStatus"] as? Int ?? 0, use["upstreamError"] as? String, use["upstreamCount"] as? Int)
                )
            }
        }
        return uses.sorted { $0.0 < $1.0 }.map(\.1)
    }

    static func describe(_ using: String, _ value: String, _ plural: Bool, _ status: Int, _ error: String?, _ count: Int?)
        -> String
    {
        "\(using) \(value) plural=\(plural) status=\(status) error=\(error ?? "-") count=\(count.map(String.init) ?? "-")"
    }

    @Test(arguments: trips)
    func recordingAReplayedRunGivesBackItsScreensAndFinds(_ trip: Trip) async throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        // The fixtures replayed, recorded through the proxy.
        let ((answers, served), report) = try await Self.withReplay(trip.fixtures) { replay in
            let record = try await offPool { try ReplayProcess(["--upstream", replay, "-o", folder], command: "record") }
            let answers: String
            do {
                answers = try await offPool { try Self.runScript(trip.script, record.url) }
            } catch {
                _ = try await offPool { record.stop() }
                throw error
            }
            let stopped = try await offPool { record.stop() }
            #expect(stopped.signal == nil, "record should exit after SIGINT: \(stopped.standardError)")
            #expect(
                stopped.standardError.contains(
                    "recorded \(trip.finds.count) finds and \(trip.actions.count) actions on 2 screens"),
                "\(stopped.standardError)")
            var served: [String] = []
            for screen in trip.screens {
                served.append(try await Self.source(replay, platformName: trip.platformName, screen: screen))
            }
            return (answers, served)
        }

        let recording = try RecordingFolder.read(folder)
        #expect(recording.screens.map(\.id) == ["screen-001", "screen-002"])
        let recorded = try recording.sourcePaths.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(recorded == served, "each recorded screen is the page source replay served, byte for byte")
        #expect(recording.finds.map { "\($0.using) \($0.value)" } == trip.finds)
        #expect(
            recording.finds.map(\.screen)
                == Array(repeating: "screen-001", count: trip.findsOnFirstScreen)
                + Array(repeating: "screen-002", count: trip.finds.count - trip.findsOnFirstScreen))
        let recordedFinds = recording.finds.map { find in
            Self.describe(
                find.using, find.value, find.plural, find.status, find.error,
                find.error == nil || find.error == "no such element" ? find.elements.count : nil)
        }
        #expect(recordedFinds == Self.reportedFinds(report))
        #expect(recording.actions.map(\.command) == trip.actions)

        // The recording replayed: the same script, the same answers and finds.
        let (replayedAnswers, replayedReport) = try await Self.withReplay([folder]) { replay in
            #expect(try await Self.source(replay, platformName: trip.platformName, screen: nil) == served[0])
            return try await offPool { try Self.runScript(trip.script, replay) }
        }
        #expect(replayedAnswers == answers)
        #expect(Self.reportedFinds(replayedReport) == recordedFinds)
        #expect((replayedReport["notes"] as? [String] ?? []).allSatisfy { !$0.hasSuffix("a jump") })
    }

    /// A recording of an iOS and an Android session replayed with only the
    /// Android tests (`pytest -k android`), then with both in the other
    /// order: each session follows the recorded session of its platform,
    /// and answers as the recording did.
    @Test func aRecordingOfBothPlatformsReplaysEitherAloneAndInAnyOrder() async throws {
        let (ios, android) = (Self.trips[0], Self.trips[1])
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let (recorded, _) = try await Self.withReplay(ios.fixtures + android.fixtures) { replay in
            let record = try await offPool { try ReplayProcess(["--upstream", replay, "-o", folder], command: "record") }
            let answers: (String, String)
            do {
                answers = try await offPool {
                    (try Self.runScript(ios.script, record.url), try Self.runScript(android.script, record.url))
                }
            } catch {
                _ = try await offPool { record.stop() }
                throw error
            }
            _ = try await offPool { record.stop() }
            return answers
        }
        #expect(try RecordingFolder.read(folder).sessions.map(\.platform) == [.ios, .android])
        let (onlyAndroid, report) = try await Self.withReplay([folder]) { replay in
            try await offPool { try Self.runScript(android.script, replay) }
        }
        #expect(onlyAndroid == recorded.1)
        #expect((report["notes"] as? [String] ?? []).allSatisfy { !$0.contains("followed no recorded session") })
        let (reversed, _) = try await Self.withReplay([folder]) { replay in
            try await offPool { (try Self.runScript(android.script, replay), try Self.runScript(ios.script, replay)) }
        }
        #expect(reversed.0 == recorded.1)
        #expect(reversed.1 == recorded.0)
    }

    /// A pytest suite with a module-scoped driver, recorded whole through
    /// `record`, then one of its tests alone (`pytest -k products`) against
    /// the replayed recording: the session goes to the step where the
    /// recorded run sent that test's finds, and the test passes.
    @Test func oneTestOfAModuleScopedSuitePassesAlone() async throws {
        let suite = TestFixtures.url("replay/clients/pytest_shop/test_shop.py").path
        let python = try #require(PythonClients.python)
        let work = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let folder = work.appendingPathComponent("run").path
        let pytest: @Sendable (String, [String]) throws -> (status: Int32, output: String) = { url, filter in
            try ExternalTool.run(
                python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", suite] + filter, in: work,
                environment: ["LOCATORLAB_URL": url, "PYTHONDONTWRITEBYTECODE": "1"])
        }
        let screens = ["android-login", "android-home"].map { TestFixtures.url("replay/\($0).xml").path }
        _ = try await Self.withReplay(screens) { replay in
            let record = try await offPool { try ReplayProcess(["--upstream", replay, "-o", folder], command: "record") }
            let whole = try await offPool { try pytest(record.url, []) }
            _ = try await offPool { record.stop() }
            #expect(whole.status == 0 && whole.output.contains("3 passed"), "\(whole.output)")
        }
        let (alone, report) = try await Self.withReplay([folder]) { replay in
            try await offPool { try pytest(replay, ["-k", "products"]) }
        }
        #expect(alone.status == 0 && alone.output.contains("1 passed"), "\(alone.output)")
        #expect((report["notes"] as? [String] ?? []).contains { $0.contains("a resynchronization") })
    }
}
