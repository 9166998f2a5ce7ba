import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// `convert_preview`: convert's proven rewrite of one test source under
/// `--tests`, as a diff, never written; nothing outside the roots is read.
@Suite struct ConvertPreviewTests {
    static let test = """
        from appium.webdriver.common.appiumby import AppiumBy

        def test_add_user(driver):
            driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Users.AddUserButton']").click()

        """

    private func folder() throws -> URL {
        let folder = try ExternalTool.temporaryDirectory().appendingPathComponent("tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.test.utf8).write(to: folder.appendingPathComponent("test_users.py"))
        return folder
    }

    @Test func theProvenRewriteIsADiffAndTheFileIsUntouched() throws {
        let folder = try folder()
        let tools = try ScreenTools(screenRoots: [MCPFixtures.ios, MCPFixtures.android], testRoots: [folder.path])
        let answer = MCPFixtures.call(tools, "convert_preview", #"{"file": "test_users.py"}"#)
        #expect(!answer.isError, "\(answer.text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let diff = try #require(object["diff"] as? String)
        #expect(diff.contains(#"+    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Users.AddUserButton").click()"#))
        #expect(object["written"] as? Bool == false)
        let locator = try #require((object["locators"] as? [[String: Any]])?.first)
        #expect(locator["outcome"] as? String == "converted")
        #expect(locator["line"] as? Int == 4)
        let onDisk = try String(contentsOf: folder.appendingPathComponent("test_users.py"), encoding: .utf8)
        #expect(onDisk == Self.test)
    }

    @Test func withoutTestsOrOutsideThemItIsAToolError() throws {
        let folder = try folder()
        let screensOnly = try MCPFixtures.tools()
        let refused = MCPFixtures.call(screensOnly, "convert_preview", #"{"file": "test_users.py"}"#)
        #expect(refused.isError && refused.text.contains("started without --tests"))

        let tools = try ScreenTools(screenRoots: [MCPFixtures.ios], testRoots: [folder.path])
        let outside = MCPFixtures.call(tools, "convert_preview", #"{"file": "../../../../etc/passwd"}"#)
        #expect(outside.isError, "\(outside.text)")
        #expect(outside.text.contains("outside the files and folders") || outside.text.contains("no such file"))
        let absolute = MCPFixtures.call(tools, "convert_preview", #"{"file": "/etc/passwd"}"#)
        #expect(absolute.isError && absolute.text.contains("outside the files and folders"))
    }

    /// `write: true` writes only on a server started with --allow-write,
    /// through convert --write's writer: CRLF line endings kept, and a
    /// second run changes nothing.
    @Test func writeNeedsTheFlagAndKeepsLineEndings() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("test_users.py")
        let crlf = Self.test.replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: file)

        let readOnly = try ScreenTools(screenRoots: [MCPFixtures.ios], testRoots: [folder.path])
        let refused = MCPFixtures.call(readOnly, "convert_preview", #"{"file": "test_users.py", "write": true}"#)
        #expect(refused.isError && refused.text.contains("started without --allow-write"), "\(refused.text)")
        #expect(try Data(contentsOf: file) == Data(crlf.utf8))

        let writing = try ScreenTools(screenRoots: [MCPFixtures.ios], testRoots: [folder.path], allowsWrite: true)
        // Without write: true, a preview still.
        let preview = MCPFixtures.call(writing, "convert_preview", #"{"file": "test_users.py"}"#)
        #expect(!preview.isError && preview.text.contains(#""written" : false"#), "\(preview.text)")
        #expect(try Data(contentsOf: file) == Data(crlf.utf8))

        let written = MCPFixtures.call(writing, "convert_preview", #"{"file": "test_users.py", "write": true}"#)
        #expect(!written.isError && written.text.contains(#""written" : true"#), "\(written.text)")
        let expected = crlf.replacingOccurrences(
            of: #"AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Users.AddUserButton']""#,
            with: #"AppiumBy.ACCESSIBILITY_ID, "Users.AddUserButton""#)
        #expect(expected != crlf)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == expected)

        let again = MCPFixtures.call(writing, "convert_preview", #"{"file": "test_users.py", "write": true}"#)
        #expect(!again.isError && again.text.contains(#""written" : false"#) && again.text.contains(#""diff" : """#), "\(again.text)")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == expected)

        let outside = MCPFixtures.call(writing, "convert_preview", #"{"file": "/etc/hosts", "write": true}"#)
        #expect(outside.isError && outside.text.contains("outside the files and folders"), "\(outside.text)")
    }
}
