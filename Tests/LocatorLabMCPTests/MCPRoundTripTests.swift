import Foundation
import LocatorLabMCP
import LocatorLabXML
import LocatorLabTestSupport
import Testing

/// JSON-RPC through the official SDK's server, in process: what an
/// assistant's client sends and what it gets back.
@Suite(.timeLimit(.minutes(2))) struct MCPRoundTripTests {
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

    /// Hostile calls: bytes that are not JSON-RPC, a catastrophic regular
    /// expression, megabytes of arguments, unknown tools and resources,
    /// paths out of the roots. Each is a clear error, and the server
    /// answers the next call.
    @Test func hostileCallsAreErrorsAndTheServerGoesOn() async throws {
        var limits = XPathLimits.default
        limits.timeLimit = 0.05
        let session = try await MCPSession(tools: try MCPFixtures.tools(limits: limits))
        _ = try await session.send(Self.initialize)
        try await session.notify(#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#)

        // Not JSON, then an object that is not JSON-RPC: whatever the SDK
        // answers them (an error, or nothing when there is no id to answer),
        // it answers the next request.
        try await session.notify(#"{"jsonrpc": "2.0", "id": 19, "method": "tools/list", "params": {"#)
        try await session.notify(#"{"id": 20, "hello": "there"}"#)
        let after = try await session.send(#"{"jsonrpc": "2.0", "id": 21, "method": "tools/list"}"#, answeredBy: 21)
        #expect(after.answer.contains("list_screens"), "\(after.answer)")
        #expect(after.before.allSatisfy { $0.contains("\"error\"") }, "\(after.before)")

        let catastrophic = "//*[matches('\(String(repeating: "a", count: 30))b', '^(a+)+$')]"
        let regex = try await call(
            session, id: 22, "find",
            #"{"locator": {"strategy": "xpath", "value": "\#(catastrophic)"}, "screen": "ios-users-user-details.xml"}"#)
        #expect(regex.text.contains("time limit"), "\(regex.text)")

        let huge = String(repeating: "x", count: 4 << 20)
        let hugeScreen = try await call(
            session, id: 23, "find", #"{"locator": {"strategy": "id", "value": "a"}, "screen": "\#(huge)"}"#)
        #expect(hugeScreen.isError)
        #expect(hugeScreen.text.count < 2_000, "the error quoted \(hugeScreen.text.count) characters back")
        let hugeValue = try await call(
            session, id: 24, "find", #"{"locator": {"strategy": "accessibility id", "value": "\#(huge)"}}"#)
        #expect(!hugeValue.isError && hugeValue.text.contains(#""verdict" : "broken""#))

        for (id, screen) in [(25, "../../../../../../etc/passwd"), (26, "/etc/passwd")] {
            let outside = try await call(
                session, id: id, "find", #"{"locator": {"strategy": "id", "value": "x"}, "screen": "\#(screen)"}"#)
            #expect(outside.isError)
        }
        // A number no Int holds is not said to be "not a JSON object".
        let hugeLimit = try await call(
            session, id: 30, "find", #"{"locator": {"strategy": "id", "value": "x"}, "limit": 1e308}"#)
        #expect(hugeLimit.isError && hugeLimit.text.contains("a number out of range"), "\(hugeLimit.text)")
        let unknownTool = try await call(session, id: 27, "rm_rf", "{}")
        #expect(unknownTool.isError && unknownTool.text.contains("unknown tool 'rm_rf'"))
        let unknownResource = try await session.send(
            #"{"jsonrpc": "2.0", "id": 28, "method": "resources/read", "params": {"uri": "file:///etc/passwd"}}"#)
        #expect(unknownResource.contains("unknown resource"), "\(unknownResource)")
        #expect(!unknownResource.contains("root:"))

        let listed = try await call(session, id: 29, "list_screens", "{}")
        #expect(!listed.isError)
        await session.stop()
    }

    @Test func resourcesAreListedAndReadThroughTheProtocol() async throws {
        let session = try await session()
        let listed = try await session.send(#"{"jsonrpc": "2.0", "id": 2, "method": "resources/list"}"#)
        #expect(listed.contains("locatorlab://screens/ios-users-user-details.xml"), "\(listed)")
        let read = try await session.send(
            #"{"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "locatorlab://screens/android-shop-products.xml"}}"#)
        #expect(read.contains("\"mimeType\" : \"application/xml\""), "\(read)")
        #expect(read.contains("hierarchy"))
        await session.stop()
    }
}
