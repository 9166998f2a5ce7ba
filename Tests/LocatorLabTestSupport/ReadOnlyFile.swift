import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes a file this process may not write, for tests of refused writes.
/// A normal user loses write permission with the mode; root ignores modes,
/// so for root the file is made immutable (`chattr +i`), which root's writes
/// and renames respect too. Call `release` before deleting the file.
public enum ReadOnlyFile {
    /// Whether `protect` works here (root needs `chattr` and a file system
    /// with the immutable attribute, such as ext4).
    public static let isPossible: Bool = {
        guard geteuid() == 0 else { return true }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-probe-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
        defer {
            release(probe)
            try? FileManager.default.removeItem(atPath: probe)
        }
        return (try? protect(probe)) != nil && access(probe, W_OK) != 0
    }()

    public struct Failure: Error {}

    public static func protect(_ path: String) throws {
        if geteuid() == 0 {
            guard chattr("+i", path) else { throw Failure() }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        }
    }

    public static func release(_ path: String) {
        if geteuid() == 0 {
            _ = chattr("-i", path)
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        }
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        for tool in ["/usr/bin/chattr", "/bin/chattr"] where FileManager.default.isExecutableFile(atPath: tool) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [flag, path]
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        return false
    }
}
