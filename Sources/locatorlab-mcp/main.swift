import Foundation
import LocatorLabMCP
import MCP

// The MCP server on standard input and output. Standard output carries the
// protocol alone: messages for people go to standard error.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("locatorlab-mcp: \(message)\n".utf8))
    exit(status)
}

let arguments: MCPArguments
do {
    arguments = try MCPArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 64)
}
let tools: ScreenTools
do {
    tools = try ScreenTools(arguments)
} catch {
    fail(error.message, status: 66)
}
for skipped in tools.skipped {
    FileHandle.standardError.write(Data("locatorlab-mcp: note: \(skipped); not served\n".utf8))
}
FileHandle.standardError.write(
    Data(
        "locatorlab-mcp: serving \(tools.screens.count) screens and \(tools.recordings.count) recordings on stdio\n".utf8))

// Top-level `await`: the server's tasks run on the pool; a task started
// from here would belong to the main actor, which a blocking wait holds.
do {
    let server = try await MCPServerSetup.server(tools: tools)
    // Not the SDK's StdioTransport: it holds any line whole and searches it
    // again after every read (BoundedStdioTransport says what that cost).
    try await server.start(transport: BoundedStdioTransport())
    await server.waitUntilCompleted()
} catch {
    fail("\(error)", status: 1)
}
