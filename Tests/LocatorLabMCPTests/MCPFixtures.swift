import Foundation
import LocatorLabMCP
import LocatorLabTestSupport

/// The screens the MCP tests serve: one iOS and one Android sample.
enum MCPFixtures {
    static let ios = TestFixtures.sample("ios-users-user-details.xml").path
    static let android = TestFixtures.sample("android-shop-products.xml").path

    static func tools() throws -> ScreenTools {
        try ScreenTools(screenRoots: [ios, android])
    }

    static func call(_ tools: ScreenTools, _ name: String, _ arguments: String) -> ToolAnswer {
        tools.call(name, arguments: Array(arguments.utf8))
    }
}
