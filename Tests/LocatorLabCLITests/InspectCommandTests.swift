import Foundation
import LocatorLabRecording
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@Suite("locatorlab inspect, end to end")
struct InspectCommandTests {
    static let login = TestFixtures.url("inspect/ios-login.xml").path
    static let screenshot = TestFixtures.url("inspect/ios-login.png").path

    static func temporaryFile(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// The page a run wrote with its packed data and script unpacked.
    static func readable(_ run: CommandRunner.Outcome) throws -> String {
        String(decoding: try InteractivePage.readable(run.standardOutput), as: UTF8.self)
    }

    @Test func writesOneSelfContainedPageThatLoadsNothingFromTheNetwork() throws {
        let run = try CommandRunner.run(["inspect", Self.login, "--screenshot", Self.screenshot])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let html = try Self.readable(run)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("default-src &#39;none&#39;"))
        #expect(html.contains("connect-src &#39;none&#39;"))
        // No attribute or style that could fetch anything: the screenshot is a data: URL inside the JSON.
        for needle in ["src=\"http", "href=", "url(", "@import", "<link", "<iframe"] {
            #expect(!html.contains(needle), "\(needle)")
        }
        #expect(html.contains("data:image/png;base64,iVBORw0KGgo"))
        // The packed data, the packed script and the loader.
        #expect(html.components(separatedBy: "<script").count - 1 == 3)
    }

    /// The data the page carries packed, as plain JSON for other tools: the
    /// same bytes the page unpacks to.
    @Test func formatJSONWritesThePagesDataAlone() throws {
        let json = try CommandRunner.run(["inspect", Self.login, "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        let page = try CommandRunner.run(["inspect", Self.login])
        #expect(try InteractivePage.unpacked(InteractivePage.dataID, in: page.standardOutput) + [UInt8(ascii: "\n")] == json.standardOutput)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 3)
        let served = try CommandRunner.run(["inspect", Self.login, "--serve", "--format", "json"])
        #expect(served.status == 64)
        #expect(served.standardError.contains("--serve serves the HTML page"))
    }

    @Test func outputFileIsWrittenAndDeterministic() throws {
        let first = try Self.temporaryFile("a.html")
        let second = try Self.temporaryFile("b.html")
        defer {
            try? FileManager.default.removeItem(at: first.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: second.deletingLastPathComponent())
        }
        #expect(try CommandRunner.run(["inspect", Self.login, "-o", first.path]).status == 0)
        #expect(try CommandRunner.run(["inspect", Self.login, "-o", second.path]).status == 0)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func badInputsFailWithTheDocumentedCodes() throws {
        let notPNG = try CommandRunner.run(["inspect", Self.login, "--screenshot", Self.login])
        #expect(notPNG.status == 65)
        #expect(notPNG.standardError.contains("not a usable screenshot: it does not start with the PNG signature"))
        #expect(notPNG.standardOutput.isEmpty)

        let mismatch = try CommandRunner.run(["inspect", Self.login, "samples/ios-health-summary.xml", "--screenshot", Self.screenshot])
        #expect(mismatch.status == 64)
        #expect(mismatch.standardError.contains("1 screenshot for 2 page sources"))

        let missing = try CommandRunner.run(["inspect", "no-such-page.xml"])
        #expect(missing.status == 66)

        let noScreenshot = try CommandRunner.run(["inspect", Self.login, "--screenshot", "no-such-shot.png"])
        #expect(noScreenshot.status == 66)
        #expect(noScreenshot.standardError.contains("no-such-shot.png: cannot read the screenshot"))

        let both = try CommandRunner.run(["inspect", Self.login, "--serve", "-o", "x.html"])
        #expect(both.status == 64)

        let host = try CommandRunner.run(["inspect", Self.login, "--serve", "--host", "not-an-address"])
        #expect(host.status == 64)
        #expect(host.standardError.contains("--host not-an-address is not an IPv4 or IPv6 address"))
    }

    /// `locatorlab` serves through locatorlab-server beside it; a
    /// copy installed alone says what is missing and where it looked.
    @Test func servingWithoutTheServerExecutableSaysWhatIsMissing() throws {
        let alone = try Self.temporaryFile("locatorlab")
        defer { try? FileManager.default.removeItem(at: alone.deletingLastPathComponent()) }
        // Copied by `cp`, not in this process: a test running beside this one
        // may fork while the copy is open for writing here, and its child
        // would hold the file open, so running it fails with "Text file busy".
        let copy = try Process.run(URL(fileURLWithPath: "/bin/cp"), arguments: [CommandRunner.executable.path, alone.path])
        copy.waitUntilExit()
        #expect(copy.terminationStatus == 0)
        let run = try CommandRunner.run(["inspect", Self.login, "--serve", "--port", "0"], executable: alone)
        #expect(run.status == 69)
        #expect(run.standardError.contains("inspect --serve needs locatorlab-server"))
        #expect(run.standardError.contains(alone.deletingLastPathComponent().appendingPathComponent("locatorlab-server").path))
        // Writing the page needs no server.
        #expect(try CommandRunner.run(["inspect", Self.login], executable: alone).status == 0)
    }

    @Test func severalPageSourcesGiveOnePageWithEveryScreen() throws {
        let run = try CommandRunner.run(["inspect", Self.login, "samples/android-shop-products.xml"])
        #expect(run.status == 0)
        let html = try Self.readable(run)
        #expect(html.contains("<title>Inspect: 2 screens</title>"))
        #expect(html.contains("\"name\":\"samples/android-shop-products.xml\""))
        #expect(html.contains("\"name\":\"\(Self.login)\""))
    }

    /// A recording as `record` writes one: the login screen with its
    /// screenshot and two finds, a click, the home screen (no screenshot)
    /// with a find, and a screen the run only read.
    static func writeRecording() throws -> String {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("run").path
        let writer = try RecordingWriter(
            folder: folder, manifest: RecordingManifest(upstream: "http://127.0.0.1:4723", screenshots: true))
        try writer.startSession(RecordedSession(id: "s-1", platform: .ios, automationName: "XCUITest", appPackage: nil, bundleID: nil))
        func source(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: TestFixtures.url("replay/\(name)"))) }
        let png = Array(try Data(contentsOf: URL(fileURLWithPath: screenshot)))
        let login = try writer.screen(source: try source("ios-login.xml"), screenshot: png, session: "s-1")
        for (using, value) in [("accessibility id", "login.email"), ("xpath", "//XCUIElementTypeButton")] {
            try writer.recordFind { RecordedFind(
                sequence: $0, session: "s-1", screen: login, using: using, value: value, plural: false, context: nil,
                status: 200, error: nil, elements: ["e-1"], latencyMilliseconds: 20) }
        }
        try writer.recordAction { RecordedAction(sequence: $0, session: "s-1", screen: login, command: "click", element: "e-1", status: 200) }
        let home = try writer.screen(source: try source("ios-home.xml"), screenshot: nil, session: "s-1")
        let long = "//XCUIElementTypeCell[@name='product.1' or @name='product.2' or @name='product.3']"
        try writer.recordFind { RecordedFind(
            sequence: $0, session: "s-1", screen: home, using: "xpath", value: long, plural: true, context: nil,
            status: 200, error: nil, elements: ["e-2"], latencyMilliseconds: 20) }
        _ = try writer.screen(source: try source("android-login.xml"), screenshot: nil, session: "s-1")
        return folder
    }

    @Test func aRecordingGivesEachScreenItSawWithItsScreenshotNamedByItsFirstFind() throws {
        let folder = try Self.writeRecording()
        let run = try CommandRunner.run(["inspect", folder])
        #expect(run.status == 0, "\(run.standardError)")
        let html = try Self.readable(run)
        #expect(html.contains("<title>Inspect: run, 3 screens</title>"))
        #expect(html.contains("\"name\":\"screen-001: accessibility id login.email\""))
        #expect(html.contains(
            "\"name\":\"screen-002: xpath //XCUIElementTypeCell[@name='product.1' or @name='product.2…\""))
        #expect(html.contains("\"name\":\"screen-003\""))
        #expect(html.components(separatedBy: "data:image/png;base64,iVBORw0KGgo").count - 1 == 1)

        // Beside page sources, whose --screenshot it does not count.
        let mixed = try CommandRunner.run(["inspect", folder, Self.login, "--screenshot", Self.screenshot])
        #expect(mixed.status == 0, "\(mixed.standardError)")
        let mixedHTML = try Self.readable(mixed)
        #expect(mixedHTML.contains("<title>Inspect: 4 screens</title>"))
        #expect(mixedHTML.components(separatedBy: "data:image/png;base64,iVBORw0KGgo").count - 1 == 2)
    }
}
