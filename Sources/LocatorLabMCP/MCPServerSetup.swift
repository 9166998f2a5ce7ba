import Foundation
import MCP

/// Puts ``ScreenTools`` on the official SDK's `Server`: `tools/list` from
/// ``ToolCatalog``, `tools/call` answered by ``ScreenTools/call(_:arguments:)``,
/// and `resources/list` and `resources/read` by ``ScreenTools/resources()``
/// and ``ScreenTools/readResource(_:)``.
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
            capabilities: Server.Capabilities(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let listed = try ToolCatalog.tools.map { tool in
            MCP.Tool(
                name: tool.name, description: tool.description,
                inputSchema: try JSONDecoder().decode(Value.self, from: Data(tool.inputSchema.utf8)),
                // convert_preview writes when the server allows it and a call asks.
                annotations: .init(
                    readOnlyHint: tool.name != "convert_preview" || !tools.allowsWrite, openWorldHint: false))
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
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(
                resources: tools.resources().map { resource in
                    Resource(
                        name: resource.name, uri: resource.uri, description: resource.description,
                        mimeType: resource.mimeType)
                })
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            let contents: [ServedResource.Content]
            do throws(ToolError) {
                contents = try tools.readResource(parameters.uri)
            } catch {
                // -32002, the code the protocol gives a resource not found.
                throw MCPError.serverError(code: -32002, message: error.message)
            }
            return ReadResource.Result(
                contents: contents.map { content in
                    switch content.body {
                    case .text(let text): .text(text, uri: content.uri, mimeType: content.mimeType)
                    case .bytes(let bytes): .binary(Data(bytes), uri: content.uri, mimeType: content.mimeType)
                    }
                })
        }
        return server
    }
}
