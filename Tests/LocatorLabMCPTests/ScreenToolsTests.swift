import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// Each tool called as data, its JSON answer against a golden.
@Suite struct ScreenToolsTests {
    let tools: ScreenTools

    init() throws {
        tools = try MCPFixtures.tools()
    }

    private func check(_ name: String, _ arguments: String, golden: String) throws {
        let answer = MCPFixtures.call(tools, name, arguments)
        #expect(!answer.isError, "\(answer.text)")
        try Golden.check(answer.text, against: "mcp/\(golden).json")
    }

    @Test func listScreens() throws {
        try check("list_screens", "{}", golden: "list-screens")
    }

    @Test func findOnEveryScreen() throws {
        try check(
            "find", #"{"locator": {"strategy": "xpath", "value": "//*[contains(@name, 'User') or @clickable='true']"}}"#,
            golden: "find-all")
    }

    @Test func findCutsLongAnswersAndCountsTheRest() throws {
        let answer = MCPFixtures.call(
            tools, "find", #"{"locator": {"strategy": "xpath", "value": "//*"}, "screen": "android-shop-products.xml", "limit": 2}"#)
        let object = try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any]
        let screen = (object?["screens"] as? [[String: Any]])?.first
        #expect((screen?["matches"] as? [Any])?.count == 2)
        let count = screen?["count"] as? Int ?? 0
        #expect(count > 2)
        #expect(screen?["omitted"] as? Int == count - 2)
    }

    @Test func findWordsTheDriversErrors() throws {
        try check(
            "find", #"{"locator": {"strategy": "-ios class chain", "value": "**/XCUIElementTypeButton[`name ==`]"}}"#,
            golden: "find-invalid")
    }

    @Test func elementAtPointAndText() throws {
        try check("element_at", #"{"screen": "ios-users-user-details.xml", "x": 160, "y": 495}"#, golden: "element-at-point")
        let byText = MCPFixtures.call(tools, "element_at", #"{"screen": "ios-users-user-details.xml", "text": "Add user"}"#)
        #expect(byText.text.contains("\"count\" : 2"), "\(byText.text)")
        let byID = MCPFixtures.call(
            tools, "element_at", #"{"screen": "android-shop-products.xml", "identifier": "cart_button"}"#)
        #expect(byID.text.contains("\"count\" : 1"), "\(byID.text)")
    }

    @Test func locatorsForElement() throws {
        try check(
            "locators_for_element",
            #"{"screen": "ios-users-user-details.xml", "locator": {"strategy": "xpath", "value": "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton"}, "language": "python"}"#,
            golden: "locators-for-element")
    }

    @Test func checkLocator() throws {
        try check(
            "check_locator",
            #"{"locator": {"strategy": "xpath", "value": "//XCUIElementTypeButton[1]"}, "screen": "ios-users-user-details.xml"}"#,
            golden: "check-locator")
    }

    @Test func auditScreen() throws {
        try check("audit_screen", #"{"screen": "android-shop-products.xml", "limit": 5}"#, golden: "audit-screen")
    }

    @Test(arguments: [
        ("find", #"{"locator": {"strategy": "xpath", "value": "//*"}, "screen": "nowhere.xml"}"#, "unknown screen 'nowhere.xml'"),
        ("find", #"{"locator": {"strategy": "css", "value": "a"}}"#, "unknown strategy 'css'"),
        ("find", #"{"screen": "x"}"#, "the argument 'locator' is required"),
        ("find", #"[1, 2"#, "the arguments are not a JSON object"),
        ("element_at", #"{"screen": "ios-users-user-details.xml", "x": 3}"#, "give both x and y"),
        ("locators_for_element", #"{"screen": "ios-users-user-details.xml", "locator": {"strategy": "xpath", "value": "//*"}}"#, "finds 10 elements"),
        ("locators_for_element", #"{"screen": "ios-users-user-details.xml", "locator": {"strategy": "xpath", "value": "//*["}}"#, "invalid XPath"),
        ("no_such_tool", "{}", "unknown tool 'no_such_tool'"),
    ])
    func badInputIsAToolError(tool: String, arguments: String, message: String) {
        let answer = MCPFixtures.call(tools, tool, arguments)
        #expect(answer.isError)
        #expect(answer.text.contains(message), "\(answer.text)")
    }
}
