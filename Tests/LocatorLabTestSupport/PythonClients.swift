import Foundation

/// The virtual environment `scripts/python-clients.sh` makes (and `.ci/run`
/// before the tests): Appium-Python-Client, selenium, Robot Framework and
/// its AppiumLibrary, pinned. Tests that need one of them skip, saying why,
/// only when it is missing.
public enum PythonClients {
    public static let environment = TestFixtures.repositoryRoot.appendingPathComponent(".build/python-clients/bin")
    public static let python: URL? = {
        let python = environment.appendingPathComponent("python")
        return FileManager.default.isExecutableFile(atPath: python.path) ? python : nil
    }()

    /// ``python`` when the environment has the MCP client (`mcp`), which
    /// `MCPClientTests` starts `locatorlab-mcp` with.
    public static let withMCP: URL? = {
        guard let python else { return nil }
        let lib = environment.deletingLastPathComponent().appendingPathComponent("lib")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        let installed = versions.contains {
            FileManager.default.fileExists(atPath: lib.appendingPathComponent("\($0)/site-packages/mcp").path)
        }
        return installed ? python : nil
    }()
}
