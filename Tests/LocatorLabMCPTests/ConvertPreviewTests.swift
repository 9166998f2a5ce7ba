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
}
