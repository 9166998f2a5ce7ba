import Foundation
import LocatorLabMCP
import LocatorLabTestSupport
import Testing

/// JSON-RPC through the official SDK's server, in process: what an
/// assistant's client sends and what it gets back.
@Suite struct MCPRoundTripTests {
    private static let initialize = #"""
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "tests", "version": "1"}}}
        """#

    private func session() async throws -> MCPSession {
        let session = try await MCPSession(tools: try MCPFixtures.tools())
        try Golden.check(try await session.send(Self.initialize), against: "mcp/initialize.json")
        try await session.notify(#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#)
        return session
    }

    private func call(_ session: MCPSession, id: Int, _ tool: String, _ arguments: String) async throws -> (
        text: String, isError: Bool
    ) {
        let response = try await session.send(
            #"{"jsonrpc": "2.0", "id": \#(id), "method": "tools/call", "params": {"name": "\#(tool)", "arguments": \#(arguments)}}"#
        )
        #expect(response.contains("\"id\" : \(id)"))
        return try MCPSession.toolText(response)
    }

    @Test func toolsListGivesEveryToolWithItsSchema() async throws {
        let session = try await session()
        let listed = try await session.send(#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#)
        try Golden.check(listed, against: "mcp/tools-list.json")
        await session.stop()
    }

    /// Every tool through the protocol answers what the call as data
    /// answers (whose goldens ScreenToolsTests checks).
    @Test func everyToolAnswersThroughTheProtocol() async throws {
        let session = try await session()
        let calls: [(String, String, String)] = [
            ("list_screens", "{}", "list-screens"),
            ("find", #"{"locator": {"strategy": "xpath", "value": "//*[contains(@name, 'User') or @clickable='true']"}}"#, "find-all"),
            ("element_at", #"{"screen": "ios-users-user-details.xml", "x": 160, "y": 495}"#, "element-at-point"),
            (
                "locators_for_element",
                #"{"screen": "ios-users-user-details.xml", "locator": {"strategy": "xpath", "value": "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton"}, "language": "python"}"#,
                "locators-for-element"
            ),
            ("check_locator", #"{"locator": {"strategy": "xpath", "value": "//XCUIElementTypeButton[1]"}, "screen": "ios-users-user-details.xml"}"#, "check-locator"),
            ("audit_screen", #"{"screen": "android-shop-products.xml", "limit": 5}"#, "audit-screen"),
        ]
        for (index, (tool, arguments, golden)) in calls.enumerated() {
            let answer = try await call(session, id: 10 + index, tool, arguments)
            #expect(!answer.isError, "\(tool): \(answer.text)")
            try Golden.check(answer.text, against: "mcp/\(golden).json")
        }
        await session.stop()
    }

    /// Bad calls are answers, and the server answers the next call.
    @Test func badCallsAreAnsweredAndTheServerGoesOn() async throws {
        let session = try await session()
        let unknown = try await call(session, id: 3, "no_such_tool", "{}")
        #expect(unknown.isError)
        let outside = try await call(session, id: 4, "find", #"{"locator": {"strategy": "id", "value": "x"}, "screen": "/etc/passwd"}"#)
        #expect(outside.isError)
        #expect(outside.text.contains("outside the files and folders"), "\(outside.text)")
        let badMethod = try await session.send(#"{"jsonrpc": "2.0", "id": 5, "method": "no/such/method"}"#)
        #expect(badMethod.contains("\"error\""), "\(badMethod)")
        let listed = try await call(session, id: 6, "list_screens", "{}")
        #expect(!listed.isError)
        await session.stop()
    }
}
