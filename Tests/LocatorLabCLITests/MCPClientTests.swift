import Foundation
import LocatorLabTestSupport
import Testing

/// The official MCP Python client (PyPI `mcp`, pinned in
/// `scripts/python-clients.sh`) starts `locatorlab-mcp` over stdio, lists
/// its tools, calls each and checks the answers, as an assistant's host does.
@Suite(
    "the real MCP client talks to locatorlab-mcp", .timeLimit(.minutes(5)),
    .enabled(if: PythonClients.withMCP != nil, "no mcp in .build/python-clients (run scripts/python-clients.sh)"))
struct MCPClientTests {
    @Test func everyToolAnswersTheRealClient() throws {
        let server = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("locatorlab-mcp")
        let run = try ExternalTool.run(
            try #require(PythonClients.withMCP),
            [
                TestFixtures.url("mcp/clients/mcp_client.py").path, server.path, "samples",
                TestFixtures.url("recording/ios-login-run").path,
            ],
            in: TestFixtures.repositoryRoot)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("mcp client passed"), "\(run.output)")
    }
}
