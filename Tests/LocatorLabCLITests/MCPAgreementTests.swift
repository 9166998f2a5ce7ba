import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// The MCP tools say what the one-shot commands say on the same input:
/// `check_locator` is `compare --format json`'s report of the locator,
/// `locators_for_element` lists compare's (and so inspect's, pinned by
/// SharedRankingTests) ranking of the element, and `convert_preview`'s diff
/// is the one `convert` prints on a dry run.
@Suite struct MCPAgreementTests {
    static let screen = "samples/ios-users-user-details.xml"
    static let xpath = "//XCUIElementTypeButton[1]"

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private static func tools(screen: String = screen, tests: [String] = []) throws -> ScreenTools {
        try ScreenTools(screenRoots: [TestFixtures.repositoryRoot.appendingPathComponent(screen).path], testRoots: tests)
    }

    /// A button whose identifier is its one locator, and two elements with
    /// several, of different kinds, whose order is the ranking's.
    static let rankingCases = [
        (screen, xpath, 1),
        ("samples/ios-health-summary.xml", "(//*)[5]", 4),
        ("samples/android-shop-products.xml", "(//*)[8]", 3),
    ]

    private static func call(_ tools: ScreenTools, _ name: String, _ arguments: String) -> ToolAnswer {
        tools.call(name, arguments: Array(arguments.utf8))
    }

    /// Kind and value of each ranked locator, in rank order, leaving out
    /// the locator being checked (compare ranks it with the others, as
    /// `original`; locators_for_element is asked about an element, not a
    /// locator).
    private static func ranking(_ locators: [[String: Any]], leavingOut checked: String) -> [String] {
        locators.compactMap { locator in
            let value = (locator["locator"] as? [String: Any] ?? locator)["value"] as? String ?? ""
            return value == checked ? nil : "\(locator["kind"] ?? "") \(value)"
        }
    }

    @Test(arguments: rankingCases)
    func checkLocatorAndLocatorsForElementAgreeWithCompare(screen: String, xpath: String, atLeast: Int) throws {
        let run = try CommandRunner.run(["compare", screen, "--locator", xpath, "--format", "json", "--no-timing"])
        #expect(run.status == 0, "\(run.standardError)")
        let compared = try #require((try Self.object(run.output)["locators"] as? [[String: Any]])?.first)
        let comparedPage = try #require((compared["pages"] as? [[String: Any]])?.first)

        let tools = try Self.tools(screen: screen)
        let checked = Self.call(
            tools, "check_locator", #"{"locator": {"strategy": "xpath", "value": "\#(xpath)"}}"#)
        #expect(!checked.isError, "\(checked.text)")
        let report = try #require(try Self.object(checked.text)["report"] as? [String: Any])
        let page = try #require((report["pages"] as? [[String: Any]])?.first)
        #expect(page["status"] as? String == comparedPage["status"] as? String)
        #expect(page["count"] as? Int == comparedPage["count"] as? Int)
        #expect((report["findings"] as? NSArray) == (compared["findings"] as? NSArray))
        #expect((page["suggestions"] as? NSArray) == (comparedPage["suggestions"] as? NSArray))
        #expect((page["survival"] as? NSDictionary) == (comparedPage["survival"] as? NSDictionary))

        // The element compare suggested for, named by its path.
        let target = try #require((comparedPage["suggestions"] as? [[String: Any]])?.first)
        let path = try #require((target["target"] as? [String: Any])?["path"] as? String)
        let name = (screen as NSString).lastPathComponent
        let ranked = Self.call(
            tools, "locators_for_element",
            #"{"screen": "\#(name)", "locator": {"strategy": "xpath", "value": "\#(path)"}, "limit": 500}"#)
        #expect(!ranked.isError, "\(ranked.text)")
        let mcpRanking = Self.ranking(
            try Self.object(ranked.text)["locators"] as? [[String: Any]] ?? [], leavingOut: xpath)
        let compareRanking = Self.ranking(target["suggestions"] as? [[String: Any]] ?? [], leavingOut: xpath)
        #expect(mcpRanking.count >= atLeast, "\(mcpRanking)")
        #expect(mcpRanking == compareRanking)
    }

    @Test func convertPreviewIsConvertsDryRun() throws {
        let folder = try ExternalTool.temporaryDirectory()
        let file = folder.appendingPathComponent("test_users.py")
        try Data(
            """
            from appium.webdriver.common.appiumby import AppiumBy

            def test_add_user(driver):
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Users.AddUserButton']").click()
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeStaticText[@label='User details']")

            """.utf8
        ).write(to: file)
        let run = try CommandRunner.run(["convert", file.path, "--page-source", Self.screen])
        #expect(run.status == 0, "\(run.standardError)")
        let answer = Self.call(try Self.tools(tests: [folder.path]), "convert_preview", #"{"file": "\#(file.path)"}"#)
        #expect(!answer.isError, "\(answer.text)")
        let diff = try #require(try Self.object(answer.text)["diff"] as? String)
        #expect(diff.contains("+    driver.find_element(AppiumBy.ACCESSIBILITY_ID"))
        #expect(run.output.contains(diff), "convert printed:\n\(run.output)\nconvert_preview:\n\(diff)")
    }
}
