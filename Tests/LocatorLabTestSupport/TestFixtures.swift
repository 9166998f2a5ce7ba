import Foundation

/// Locates test inputs by source path rather than bundle resources, so
/// goldens can be re-recorded in place.
public enum TestFixtures {
    /// The repository root (the folder holding Package.swift).
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// `Tests/Fixtures/<relativePath>`.
    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The bytes of `Tests/Fixtures/<relativePath>`.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }

    /// The text of `Tests/Fixtures/<relativePath>`.
    public static func text(_ relativePath: String) throws -> String {
        try String(decoding: Data(contentsOf: url(relativePath)), as: UTF8.self)
    }

    /// `samples/<name>`.
    public static func sample(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("samples").appendingPathComponent(name)
    }

    /// The shared third-party corpus of real page sources, when it is checked
    /// out next to the repository (`../shared/corpus/pagesources`).
    public static var corpusPageSources: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/pagesources")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Writes `actual` to `Tests/Fixtures/<relativePath>` when the
    /// environment variable `RECORD_GOLDENS=1` is set; returns whether it did
    /// (a recording run must then fail, so it never passes silently).
    public static func recordIfRequested(_ actual: [UInt8], to relativePath: String) throws -> Bool {
        guard ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" else { return false }
        let target = url(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual).write(to: target)
        return true
    }
}
