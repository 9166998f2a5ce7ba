import Foundation
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

    @Test func writesOneSelfContainedPageThatLoadsNothingFromTheNetwork() throws {
        let run = try CommandRunner.run(["inspect", Self.login, "--screenshot", Self.screenshot])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let html = run.output
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("default-src &#39;none&#39;"))
        #expect(html.contains("connect-src &#39;none&#39;"))
        // No attribute or style that could fetch anything: the screenshot is a data: URL inside the JSON.
        for needle in ["src=\"http", "href=", "url(", "@import", "<link", "<iframe"] {
            #expect(!html.contains(needle), "\(needle)")
        }
        #expect(html.contains("data:image/png;base64,iVBORw0KGgo"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
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
        try FileManager.default.copyItem(at: CommandRunner.executable, to: alone)
        let run = try CommandRunner.run(["inspect", Self.login, "--serve", "--port", "0"], executable: alone)
        #expect(run.status == 70)
        #expect(run.standardError.contains("inspect --serve needs locatorlab-server"))
        #expect(run.standardError.contains(alone.deletingLastPathComponent().appendingPathComponent("locatorlab-server").path))
        // Writing the page needs no server.
        #expect(try CommandRunner.run(["inspect", Self.login], executable: alone).status == 0)
    }

    @Test func severalPageSourcesGiveOnePageWithEveryScreen() throws {
        let run = try CommandRunner.run(["inspect", Self.login, "samples/android-shop-products.xml"])
        #expect(run.status == 0)
        #expect(run.output.contains("<title>Inspect: 2 screens</title>"))
        #expect(run.output.contains("\"name\":\"samples/android-shop-products.xml\""))
        #expect(run.output.contains("\"name\":\"\(Self.login)\""))
    }
}
