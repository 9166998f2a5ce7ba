import Foundation
import LocatorLabTestSupport
import Testing

/// `locatorlab replay` as a user runs it: wrong options, missing files, a
/// recording folder, and SIGTERM writing the report.
@Suite("locatorlab replay", .serialized, .timeLimit(.minutes(2)))
struct ReplayCommandTests {
    static let login = TestFixtures.url("replay/ios-login.xml").path
    static let home = TestFixtures.url("replay/ios-home.xml").path

    @Test(arguments: [
        ([] as [String], "give at least one page source"),
        ([login, "--screenshot", "a.png", "--screenshot", "b.png"], "screenshot"),
        ([login, "--format", "pdf"], "pdf"),
        ([login, "--host", "not-an-address", "--port", "0"], "--host not-an-address is not an IPv4 or IPv6 address"),
    ])
    func wrongOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try CommandRunner.run(["replay"] + arguments)
        #expect(run.status == 64 || (run.status == 65 && message == "screenshot"), "\(run.standardError)")
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func aMissingPageSourceIsNamed() throws {
        let run = try CommandRunner.run(["replay", "/nonexistent/screen.xml", "--port", "0"])
        #expect(run.status == 66)
        #expect(run.standardError.contains("/nonexistent/screen.xml"))
    }

    /// A folder without a page source is refused at start, as compare
    /// refuses it (66), not served with no screens.
    @Test func aFolderWithoutPageSourcesIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a page source\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.md"))
        for inputs in [[folder], [Self.login, folder]] {
            let run = try CommandRunner.run(["replay"] + inputs + ["--port", "0"])
            #expect(run.status == 66, "\(run.standardError)")
            #expect(run.standardError.contains("\(folder): error: cannot read file: no page sources in this folder"), "\(run.standardError)")
            #expect(!run.standardError.contains("listening on"))
        }
    }

    @Test func aRecordingAndPageSourcesAreNotMixed() throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run(["replay", folder, Self.login])
        #expect(run.status == 64)
        #expect(run.standardError.contains("give one recording folder alone"))
    }

    /// A recording replayed: the session starts on the recorded first
    /// screen and a click moves it where the recorded click led.
    @Test func aRecordingIsReplayedScreenByScreen() async throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let replay = try await offPool { try ReplayProcess([folder, "--report", report.path]) }
        let port = try #require(Int(replay.url.split(separator: ":").last ?? ""))
        let session = try await RawConnection.newSession(port: port)
        let find = { (body: String) in
            try await RawConnection(port: port).offPool {
                try $0.exchange(RawConnection.request("POST", "/session/\(session)/element", port: port, body: body))
            }
        }
        let cell = #"{"using": "class name", "value": "XCUIElementTypeCell"}"#
        // Sent before the click, where the recorded run sent it only after:
        // the session moves to that step (a test skipped in between).
        #expect(try await find(cell).hasPrefix("HTTP/1.1 200 "))
        let button = try await find(#"{"using": "accessibility id", "value": "login.forgot"}"#)
        let reference = try #require(button.range(of: "\"ELEMENT\":\"").map { button[$0.upperBound...].prefix(36) })
        let click = try await RawConnection(port: port).offPool {
            try $0.exchange(RawConnection.request("POST", "/session/\(session)/element/\(reference)/click", port: port, body: "{}"))
        }
        #expect(click.hasPrefix("HTTP/1.1 200 "))
        #expect(try await find(cell).hasPrefix("HTTP/1.1 200 "))
        let stopped = try await offPool { replay.stop(SIGTERM) }
        #expect(stopped.signal == nil)
        let text = try String(contentsOf: report, encoding: .utf8)
        #expect(text.contains("3 finds of 2 distinct locators on 2 screens"))
        #expect(!text.contains("a jump"))
        #expect(text.contains("a resynchronization"))
    }
}
