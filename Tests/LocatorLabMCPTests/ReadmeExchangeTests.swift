import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// The README's worked exchange is real output: an assistant asks for the
/// best locator of the "Done" button and gets a verified accessibility id
/// with the Python line to use.
@Suite struct ReadmeExchangeTests {
    static let screens = TestFixtures.url("mcp/screens").path

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theDoneButtonsBestLocatorIsAVerifiedAccessibilityID() throws {
        let tools = try ScreenTools(screenRoots: [Self.screens])
        let atText = MCPFixtures.call(tools, "element_at", #"{"screen": "screens/ios-profile-edit.xml", "text": "Done"}"#)
        #expect(!atText.isError, "\(atText.text)")
        let button = try #require((try Self.object(atText.text)["matches"] as? [[String: Any]])?.first)
        let path = try #require(button["path"] as? String)
        let arguments = #"{"screen": "screens/ios-profile-edit.xml", "locator": {"strategy": "xpath", "value": "\#(path)"}, "language": "python", "limit": 1}"#
        let answer = MCPFixtures.call(tools, "locators_for_element", arguments)
        #expect(!answer.isError, "\(answer.text)")
        let best = try #require((try Self.object(answer.text)["locators"] as? [[String: Any]])?.first)
        #expect(best["strategy"] as? String == "accessibility id")
        #expect(best["unique"] as? Bool == true)
        #expect(best["code"] as? String == #"driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Profile.Edit.DoneButton")"#)

        // The exchange as the README shows it, request and answer.
        let exchange = "element_at \(#"{"screen": "screens/ios-profile-edit.xml", "text": "Done"}"#)\n→ path \(path)\n\nlocators_for_element \(arguments)\n→\n\(answer.text)\n"
        try Golden.check(exchange, against: "mcp/exchange-done.txt")
        let readme = try String(contentsOf: TestFixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(answer.text), "the README's exchange is not the answer locators_for_element gives now")
    }
}
