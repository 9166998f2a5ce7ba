import Foundation
import LocatorLabTestSupport
import Testing

/// The real Python clients from PyPI against `locatorlab replay`:
/// Appium-Python-Client with every AppiumBy strategy on iOS and Android,
/// plain selenium, and a Robot Framework AppiumLibrary suite. They come
/// from `scripts/python-clients.sh` (a virtual environment in
/// .build/python-clients, pinned), which `.ci/run` runs before the tests.
@Suite(
    "real Python clients pass against locatorlab replay", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: PythonClients.python != nil, "no .build/python-clients (run scripts/python-clients.sh)"))
struct ReplayClientTests {
    static let environment = PythonClients.environment
    static let python = PythonClients.python

    static let fixtures = ["ios-login.xml", "ios-home.xml", "android-login.xml", "android-home.xml"]
        .map { TestFixtures.url("replay/\($0)").path }

    static func client(_ name: String) -> String { TestFixtures.url("replay/clients/\(name)").path }

    /// Runs `body` against a replay of the four fixtures, then stops it
    /// with SIGINT and returns the JSON run report it wrote. Everything that
    /// waits for a process waits off the cooperative pool.
    static func withReplay(_ extra: [String] = [], _ body: @escaping @Sendable (String) throws -> Void) async throws
        -> [String: Any]
    {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let arguments = fixtures + extra + ["--format", "json", "--report", report.path]
        let replay = try await offPool { try ReplayProcess(arguments) }
        do {
            try await offPool { try body(replay.url) }
        } catch {
            _ = try await offPool { replay.stop() }
            throw error
        }
        let stopped = try await offPool { replay.stop() }
        #expect(stopped.signal == nil, "replay should exit after SIGINT, writing its report: \(stopped.standardError)")
        let data = try Data(contentsOf: report)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalTool.run(try #require(python), arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test func appiumPythonClientOnIOS() async throws {
        let report = try await Self.withReplay { url in
            let run = try Self.run([Self.client("appium_ios.py"), url])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("ios client passed"))
        }
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["finds"] as? Int == 16)
        let notes = report["notes"] as? [String] ?? []
        #expect(notes.filter { $0.hasSuffix("a jump") }.count == 1)
        let locators = try #require(report["locators"] as? [[String: Any]])
        #expect(locators.filter { $0["invalid"] != nil }.count == 1)
    }

    @Test func appiumPythonClientOnAndroid() async throws {
        _ = try await Self.withReplay { url in
            let run = try Self.run([Self.client("appium_android.py"), url])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("android client passed"))
        }
    }

    @Test func plainSelenium() async throws {
        let png = TestFixtures.url("replay/ios-login.png").path
        let screenshots = Self.fixtures.flatMap { _ in ["--screenshot", png] }
        _ = try await Self.withReplay(screenshots) { url in
            let run = try Self.run([Self.client("selenium_plain.py"), url])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("selenium client passed"))
        }
    }

    @Test func robotFrameworkAppiumLibrary() async throws {
        let report = try await Self.withReplay { url in
            let robot = Self.environment.appendingPathComponent("robot").path
            let run = try Self.run([
                robot, "--variable", "REMOTE_URL:\(url)", "--output", "NONE", "--report", "NONE", "--log", "NONE",
                Self.client("shop.robot"),
            ])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("2 tests, 2 passed, 0 failed"))
        }
        // The suite's locators, grouped: `id=email` was sent by several keywords.
        let locators = try #require(report["locators"] as? [[String: Any]])
        let email = locators.first { $0["using"] as? String == "id" && $0["value"] as? String == "email" }
        #expect(((email?["uses"] as? [Any])?.count ?? 0) >= 3)
    }

    /// Timeouts, settings and orientation read back what a session set, as
    /// the drivers keep them; a find that finds nothing with an implicit
    /// wait set is answered at once, and the report says what a device
    /// would have waited.
    @Test func stateRoundTrips() async throws {
        let report = try await Self.withReplay { url in
            let run = try Self.run([Self.client("state_roundtrips.py"), url])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("state client done"))
        }
        let notes = report["notes"] as? [String] ?? []
        #expect(notes.contains { $0.contains("with an implicit wait set") }, "\(notes)")
    }

    /// The same client through `record` whose upstream is the replay under
    /// `/wd/hub`, the client pointed at the proxy's `/wd/hub` too: one base
    /// path reaches the replay, and the recording holds the find.
    @Test func throughRecordWithAWdHubUpstream() async throws {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        _ = try await Self.withReplay { url in
            let record = try ReplayProcess(["--upstream", url + "/wd/hub", "-o", folder], command: "record")
            let run = try Self.run([Self.client("state_roundtrips.py"), record.url + "/wd/hub"])
            let stopped = record.stop()
            #expect(run.status == 0, "\(run.output)")
            #expect(stopped.signal == nil, "\(stopped.standardError)")
        }
        let events = try String(contentsOfFile: folder + "/events.jsonl", encoding: .utf8)
        #expect(events.contains("no_such_thing"))
    }
}
