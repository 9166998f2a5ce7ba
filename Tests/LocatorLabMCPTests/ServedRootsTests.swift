import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// No path a tool names is read outside the roots the server was started
/// with: `../` and symbolic links are resolved before the check.
@Suite struct ServedRootsTests {
    /// A root folder holding one screen, a link to a screen outside it, and
    /// that outside screen beside it.
    private func makeFolders() throws -> (root: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-roots-\(UUID().uuidString)").path
        let root = base + "/served"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: MCPFixtures.ios, toPath: root + "/inside.xml")
        try FileManager.default.copyItem(atPath: MCPFixtures.android, toPath: base + "/outside.xml")
        try FileManager.default.createSymbolicLink(atPath: root + "/link.xml", withDestinationPath: base + "/outside.xml")
        return (root, base + "/outside.xml")
    }

    @Test func pathsOutsideTheRootsAreRefused() throws {
        let (root, outside) = try makeFolders()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let tools = try ScreenTools(screenRoots: [root])
        // The link out of the folder is not served.
        #expect(tools.screens.map(\.name) == ["served/inside.xml"])
        #expect(tools.skipped.contains { $0.hasSuffix("link.xml: outside the served roots") })
        let locator = #""locator": {"strategy": "xpath", "value": "//*"}"#
        for path in [root + "/../outside.xml", root + "/link.xml", outside] {
            let answer = tools.call("find", arguments: Array("{\(locator), \"screen\": \"\(path)\"}".utf8))
            #expect(answer.isError)
            #expect(answer.text.contains("is outside the files and folders this server was started with"), "\(answer.text)")
        }
        // Inside, a path names the screen as well as its name does.
        let inside = tools.call("find", arguments: Array("{\(locator), \"screen\": \"\(root)/inside.xml\"}".utf8))
        #expect(!inside.isError, "\(inside.text)")
    }

    @Test func rootsMustExist() {
        #expect(throws: ToolError.self) { try ServedRoots(["/no/such/folder"]) }
    }

    @Test func argumentsParse() throws {
        let parsed = try MCPArguments(["--screens", "a.xml", "b", "--xpath-timeout", "2.5"])
        #expect(parsed.screens == ["a.xml", "b"])
        #expect(parsed.limits.timeLimit == 2.5)
        #expect(throws: ToolError.self) { try MCPArguments([]) }
        #expect(throws: ToolError.self) { try MCPArguments(["--screens", "a", "--bogus"]) }
        #expect(throws: ToolError.self) { try MCPArguments(["--screens", "a", "--xpath-timeout", "-1"]) }
    }

    /// Each option takes the paths after it up to the next option; a
    /// recording alone is enough to serve; writing is off unless asked.
    @Test func recordingsTestsAndWritingParse() throws {
        let parsed = try MCPArguments([
            "--recording", "runs/a", "runs/b", "--allow-write", "--tests", "UITests", "--screens", "s.xml",
        ])
        #expect(parsed.recordings == ["runs/a", "runs/b"])
        #expect(parsed.tests == ["UITests"])
        #expect(parsed.screens == ["s.xml"])
        #expect(parsed.allowWrite)
        let recordingOnly = try MCPArguments(["--recording", "run"])
        #expect(recordingOnly.recordings == ["run"] && recordingOnly.screens.isEmpty && !recordingOnly.allowWrite)
        // --allow-write takes no path: one after it belongs to no option.
        #expect(throws: ToolError.self) { try MCPArguments(["--screens", "a", "--allow-write", "b"]) }
        #expect(throws: ToolError.self) { try MCPArguments(["--tests", "UITests"]) }
    }
}
