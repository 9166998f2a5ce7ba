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

    /// ``python`` when the environment has allure-python-commons, whose
    /// model `AllureResultsTests` reads `--format allure` folders back with.
    public static let withAllure: URL? = installed("allure_commons")

    /// ``python`` when `package` is in the environment's site-packages.
    private static func installed(_ package: String) -> URL? {
        guard let python else { return nil }
        let lib = environment.deletingLastPathComponent().appendingPathComponent("lib")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        let found = versions.contains {
            FileManager.default.fileExists(atPath: lib.appendingPathComponent("\($0)/site-packages/\(package)").path)
        }
        return found ? python : nil
    }

    /// ``python`` when the environment has the MCP client (`mcp`), which
    /// `MCPClientTests` starts `locatorlab-mcp` with.
    public static let withMCP: URL? = installed("mcp")
}
