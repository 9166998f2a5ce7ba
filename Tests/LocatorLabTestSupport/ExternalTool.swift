import Foundation

/// Compilers and interpreters generated and converted code is checked with.
/// Each is looked up on `PATH`; tests that need a missing one are disabled
/// with a note saying which (kotlinc usually is; swiftc, javac, python3 and
/// node are on the development machine and on CI).
public enum ExternalTool {
    public static let swiftc = find("swiftc")
    public static let javac = find("javac")
    public static let java = find("java")
    public static let kotlinc = find("kotlinc")
    public static let python3 = find("python3")
    public static let node = find("node")

    public static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments` in `directory`; returns the exit status
    /// and everything it printed.
    /// - Parameter environment: variables set for the tool, over this process's own.
    public static func run(
        _ tool: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, set in set }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
