import Foundation

/// Writes command output to a file atomically: the bytes go to a temporary
/// file beside the target, which then replaces it, so a reader never sees a
/// half-written file and a failed write leaves the old one untouched.
public enum OutputFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PageSourceError.unwritableFile(path: path, reason: "it is a directory")
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            let folder = url.deletingLastPathComponent().path
            let reason = FileManager.default.fileExists(atPath: folder) ? "permission denied or disk full" : "no such directory: \(folder)"
            throw PageSourceError.unwritableFile(path: path, reason: reason)
        }
    }
}
