import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// `resources/list` and `resources/read`: each screen's page source and
/// screenshot, and each recording, under stable URIs; nothing outside the roots.
@Suite struct ResourcesTests {
    /// A served folder with a page source, the screenshot beside it, and a recording.
    private func folder() throws -> URL {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("served")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: MCPFixtures.ios, toPath: folder.appendingPathComponent("users screen.xml").path)
        try Data(Self.png).write(to: folder.appendingPathComponent("users screen.png"))
        return folder
    }

    /// The PNG signature and nothing else: the server sends bytes as they are.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func screensAndRecordingsAreListedAndRead() throws {
        let folder = try folder()
        let tools = try ScreenTools(
            screenRoots: [folder.path], recordingRoots: [TestFixtures.url("recording/ios-login-run").path])
        let listed = tools.resources()
        #expect(
            listed.map(\.uri) == [
                "locatorlab://screens/served/users%20screen.xml", "locatorlab://screens/served/users%20screen.xml/screenshot",
                "locatorlab://screens/ios-login-run/screen-001", "locatorlab://screens/ios-login-run/screen-002",
                "locatorlab://recordings/ios-login-run",
            ])
        #expect(listed.map(\.mimeType) == ["application/xml", "image/png", "application/xml", "application/xml", "application/json"])

        let source = try tools.readResource("locatorlab://screens/served/users%20screen.xml")
        #expect(source.count == 1)
        let expected = try String(contentsOfFile: MCPFixtures.ios, encoding: .utf8)
        #expect(source.first?.body == .text(expected))
        let image = try tools.readResource("locatorlab://screens/served/users%20screen.xml/screenshot")
        #expect(image.first?.body == .bytes(Self.png))
        #expect(image.first?.mimeType == "image/png")
        let recording = try tools.readResource("locatorlab://recordings/ios-login-run")
        #expect(recording.map(\.uri) == ["locatorlab://recordings/ios-login-run/recording.json", "locatorlab://recordings/ios-login-run/events.jsonl"])
        guard case .text(let events) = recording.last?.body else { Issue.record("no event log"); return }
        #expect(events.contains("Welcome back"))
    }

    @Test func unknownURIsAndFilesSwappedForLinksOutAreRefused() throws {
        let folder = try folder()
        let tools = try ScreenTools(screenRoots: [folder.path])
        for uri in ["locatorlab://screens/../../etc/passwd", "file:///etc/passwd", "locatorlab://screens/served/nope.xml"] {
            #expect(throws: ToolError.self) { try tools.readResource(uri) }
        }
        // After the server read it, the page source becomes a link out of the roots.
        let file = folder.appendingPathComponent("users screen.xml").path
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/etc/hosts")
        do {
            _ = try tools.readResource("locatorlab://screens/served/users%20screen.xml")
            Issue.record("a page source now outside the roots was read")
        } catch {
            #expect(error.message.contains("outside the files and folders"), "\(error)")
        }
    }
}
