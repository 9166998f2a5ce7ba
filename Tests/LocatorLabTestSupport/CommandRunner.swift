import Foundation

/// Runs the built `locatorlab` binary the way a user does, capturing stdout,
/// stderr and the exit code.
public enum CommandRunner {
    public struct Outcome: Sendable {
        public var status: Int32
        public var standardOutput: [UInt8]
        public var standardError: String

        public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    /// The `locatorlab` executable next to the test bundle (SwiftPM puts both
    /// in the same products folder).
    public static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            TestFixtures.repositoryRoot.appendingPathComponent(".build/debug"),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("locatorlab")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return TestFixtures.repositoryRoot.appendingPathComponent(".build/debug/locatorlab")
    }()

    /// Runs `locatorlab` (or `executable`) with `arguments` in `directory`
    /// (the repository root by default), feeding `input` to its standard input.
    public static func run(
        _ arguments: [String], input: [UInt8] = [], in directory: URL? = nil, environment: [String: String] = [:],
        executable: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? TestFixtures.repositoryRoot
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = "1"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        let inURL = folder.appendingPathComponent("stdin")
        try Data(input).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let stdin = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        try stdin.close()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: [UInt8](try Data(contentsOf: outURL)),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
