import Foundation
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the three serving commands (`inspect --serve`, `record`, `replay`)
/// share: stopping on a signal, `--port`, and what is left when they
/// cannot listen (issue 29, item 17).
@Suite("Serving commands: signals, ports and what they leave", .serialized)
struct ServingCommandTests {
    static let login = TestFixtures.url("inspect/ios-login.xml").path

    /// The arguments of each command, but for `--port`.
    static func arguments(_ command: String, folder: String) -> [String] {
        switch command {
        case "inspect": [login, "--serve"]
        case "record": ["--upstream", "http://127.0.0.1:9", "-o", folder + "/run"]
        default: [login]
        }
    }

    /// A shell's background job starts with SIGINT ignored, and `inspect
    /// --serve`, leaving SIGINT to its default action, went on serving
    /// after `kill -INT`. Each command now stops on it and exits 0.
    @Test(arguments: ["inspect", "record", "replay"])
    func aCommandStartedWithSIGINTIgnoredStopsOnSIGINT(command: String) async throws {
        let folder = try ExternalTool.temporaryDirectory().path
        let server = try ReplayProcess(
            Self.arguments(command, folder: folder), command: command, ignoringInterrupts: true)
        server.command.signal(SIGINT)
        // A bound only so that a server that goes on serving fails the test
        // instead of hanging it; stopping takes milliseconds.
        let ending = try await offPool { server.command.waitForEnding(within: .seconds(20)) }
        try? FileManager.default.removeItem(at: server.standardError)
        #expect(ending == .exited(0), "\(command) should exit 0 after SIGINT")
    }

    /// `record` on a port in use: exit 73 naming the port, and no `-o`
    /// folder (nor the parent it created) left behind to make the next
    /// `record -o` into it refuse a folder that is not empty.
    @Test func recordOnAPortInUseLeavesNoFolder() async throws {
        let upstream = try FakeAppium()
        let upstreamURL = try await upstream.start()
        defer { Task { await upstream.stop() } }
        let port = try #require(upstreamURL.split(separator: ":").last.map(String.init))
        let root = try ExternalTool.temporaryDirectory().path
        let outcome = try await offPool {
            try CommandRunner.run(["record", "--upstream", upstreamURL, "-o", root + "/new/run", "--port", port])
        }
        #expect(outcome.status == 73)
        #expect(outcome.standardError.contains(port), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root + "/new"))

        // A folder the user made stays, empty.
        try FileManager.default.createDirectory(atPath: root + "/mine", withIntermediateDirectories: false)
        let again = try await offPool {
            try CommandRunner.run(["record", "--upstream", upstreamURL, "-o", root + "/mine", "--port", port])
        }
        #expect(again.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/mine") == [])
    }

    /// `--port -1` said "Missing value for '--port <port>'" and `--port
    /// 70000` named no range.
    @Test(arguments: ["inspect", "record", "replay"], ["-1", "65536", "70000"])
    func aPortOutsideTheRangeIsAUsageErrorNamingIt(command: String, port: String) throws {
        let folder = try ExternalTool.temporaryDirectory().path
        let outcome = try CommandRunner.run([command] + Self.arguments(command, folder: folder) + ["--port", port])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--port \(port) is not a port; expected 0-65535"), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/run"))
    }

    /// `java=-1` chose java-client 7; a major version is digits.
    @Test(arguments: ["java=-1", "python=+2", "java=", "kotlin=x7"])
    func aClientVersionThatIsNoMajorVersionIsRefused(entry: String) throws {
        let outcome = try CommandRunner.run(["convert", "src", "--page-source", "screen.xml", "--client-version", entry])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--client-version: '\(entry)' is not LANGUAGE=MAJOR"), "\(outcome.standardError)")
    }
}
