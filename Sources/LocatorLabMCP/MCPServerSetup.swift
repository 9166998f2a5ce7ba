import Foundation
import MCP

/// Puts ``ScreenTools`` on the official SDK's `Server`: `tools/list` from
/// ``ToolCatalog`` and `tools/call` answered by ``ScreenTools/call(_:arguments:)``.
/// The caller chooses the transport (stdio in `locatorlab-mcp`, in memory
/// in the tests).
public enum MCPServerSetup {
    public static let serverName = "locatorlab-mcp"
    public static let version = "0.1.0"

    public static func server(tools: ScreenTools) async throws -> Server {
        let server = Server(
            name: serverName, version: version,
            instructions:
                "LocatorLab answers, without a device, what Appium locators find on saved screens with each driver's rules. Start with list_screens.",
            capabilities: Server.Capabilities(tools: .init(listChanged: false)))
        let listed = try ToolCatalog.tools.map { tool in
            MCP.Tool(
                name: tool.name, description: tool.description,
                inputSchema: try JSONDecoder().decode(Value.self, from: Data(tool.inputSchema.utf8)),
                annotations: .init(readOnlyHint: true, openWorldHint: false))
        }
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: listed) }
        await server.withMethodHandler(CallTool.self) { parameters in
            let arguments: Data
            do {
                arguments = try JSONEncoder().encode(parameters.arguments ?? [:])
            } catch {
                return CallTool.Result(
                    content: [.text(text: "the arguments are not JSON: \(error)", annotations: nil, _meta: nil)],
                    isError: true)
            }
            let answer = tools.call(parameters.name, arguments: [UInt8](arguments))
            return CallTool.Result(
                content: [.text(text: answer.text, annotations: nil, _meta: nil)], isError: answer.isError)
        }
        return server
    }
}
