import Foundation
import LocatorLabComparison
import LocatorLabMCP
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `--recording`: a recorded run's screens served like any other, and
/// recorded_finds answering what `compare --recording` says of the run.
@Suite struct RecordedFindsTests {
    static let recording = TestFixtures.url("recording/ios-login-run").path

    private func tools() throws -> ScreenTools {
        try ScreenTools(screenRoots: [MCPFixtures.ios], recordingRoots: [Self.recording])
    }

    @Test func theRecordedScreensAreServedAndListed() throws {
        let tools = try tools()
        #expect(tools.screens.map(\.name) == ["ios-users-user-details.xml", "ios-login-run/screen-001", "ios-login-run/screen-002"])
        let listed = MCPFixtures.call(tools, "list_screens", "{}")
        #expect(listed.text.contains(#""recording" : "ios-login-run""#), "\(listed.text)")
        let found = MCPFixtures.call(
            tools, "find",
            #"{"locator": {"strategy": "accessibility id", "value": "login.signIn"}, "screen": "ios-login-run/screen-001"}"#)
        #expect(found.text.contains(#""verdict" : "unique""#), "\(found.text)")
    }

    /// The answer is `compare --recording`'s report, locator for locator.
    @Test func recordedFindsIsCompareRecordingsReport() throws {
        let answer = MCPFixtures.call(try tools(), "recorded_finds", "{}")
        #expect(!answer.isError, "\(answer.text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let report = try #require(object["report"] as? [String: Any])

        let recording = try RecordingFolder.read(Self.recording)
        let expected = try RecordedRunAnalysis(
            settings: CompareSettings(timings: []), clock: ContinuousMeasurementClock()
        ).run(recordings: [recording]) { path in try PageSourceReader.read(contentsOf: path) }
        let expectedObject = try #require(
            try JSONSerialization.jsonObject(with: Data(try ReportJSON.encode(expected))) as? [String: Any])
        // Screens' page-source paths differ (resolved here, as given there);
        // what each locator got must not.
        #expect(Self.verdicts(report) == Self.verdicts(expectedObject))
        #expect(!Self.verdicts(report).isEmpty)
        #expect((report["summary"] as? NSDictionary) == (expectedObject["summary"] as? NSDictionary))
        // Where the run broke: the device found no "Welcome back" where the
        // recorded screen has one (the disagreement), and the replacement.
        let welcome = try #require(
            (report["locators"] as? [[String: Any]])?.first { ($0["value"] as? String)?.contains("Welcome back") == true })
        let use = try #require((welcome["uses"] as? [[String: Any]])?.first)
        #expect(use["upstreamError"] as? String == "no such element")
        #expect(use["agreement"] as? String == "disagrees")
        #expect(Self.verdicts(report).contains { $0.contains("Welcome back") && $0.hasSuffix("→ accessibility-id Welcome back") })
        #expect(object["omittedLocators"] as? Int == 0)
    }

    @Test func withoutRecordingsOrUnknownItIsAToolError() throws {
        let plain = MCPFixtures.call(try MCPFixtures.tools(), "recorded_finds", "{}")
        #expect(plain.isError && plain.text.contains("started without --recording"), "\(plain.text)")
        let unknown = MCPFixtures.call(try tools(), "recorded_finds", #"{"recording": "nope"}"#)
        #expect(unknown.isError && unknown.text.contains("unknown recording 'nope'"), "\(unknown.text)")
    }

    /// A recording whose screen is a link out of the served folders is refused at start.
    @Test func aRecordingLinkingOutOfTheRootsIsRefused() throws {
        let base = try ExternalTool.temporaryDirectory()
        let folder = base.appendingPathComponent("run")
        try FileManager.default.copyItem(atPath: Self.recording, toPath: folder.path)
        let screen = folder.appendingPathComponent("screens/screen-002.xml").path
        try FileManager.default.copyItem(atPath: screen, toPath: base.appendingPathComponent("outside.xml").path)
        try FileManager.default.removeItem(atPath: screen)
        try FileManager.default.createSymbolicLink(atPath: screen, withDestinationPath: base.appendingPathComponent("outside.xml").path)
        do {
            _ = try ScreenTools(screenRoots: [], recordingRoots: [folder.path])
            Issue.record("a recording with a screen outside the roots was served")
        } catch {
            // The recording reader refuses the link first; the server would too.
            #expect(
                error.message.contains("links outside the recording")
                    || error.message.contains("outside the files and folders this server was started with"), "\(error)")
        }
    }

    /// One line per locator and screen: `value @ screen: status`.
    static func verdicts(_ report: [String: Any]) -> [String] {
        (report["locators"] as? [[String: Any]] ?? []).flatMap { locator in
            (locator["screens"] as? [[String: Any]] ?? []).map { screen in
                let replaced = (locator["replacement"] as? [String: Any])?["locator"] as? [String: Any]
                let replacement = replaced.map { "\($0["strategy"] ?? "") \($0["value"] ?? "")" } ?? "-"
                return "\(locator["value"] ?? "") @ \(screen["screen"] ?? ""): \(screen["status"] ?? "") → \(replacement)"
            }
        }
    }
}
