import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one rule for a path a command is told to write (`-o FILE`,
/// `replay --report FILE`, `record -o DIR`), checked before the command's
/// work and again by ``FileReplacement`` at the write itself.
///
/// A symbolic link whose target exists is written through, as users keep
/// `latest.json -> report-42.json`. A link whose target does not exist is
/// refused: writing through it would create a file wherever the link
/// points (another folder, another user's name for a file that is not
/// there yet), which is not where the command line said, and replacing
/// the link instead would silently drop what the user set up.
public enum OutputPathCheck {
    /// Throws `.unwritable` when `path` is a dangling symbolic link.
    public static func check(_ path: String) throws(FileError) {
        if let reason = problem(path) { throw .unwritable(path: path, reason: reason) }
    }

    /// Why `path` must not be written, or nil.
    public static func problem(_ path: String) -> String? {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return nil }
        var target = stat()
        guard stat(path, &target) != 0 else { return nil }
        let missing = errno
        return "it is a symbolic link to '\(destination(of: path))', which \(reason(missing)); nothing is "
            + "written through a broken link (remove the link or give another path)"
    }

    /// What the link holds, as written (relative targets stay relative).
    private static func destination(of path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "does not exist"
        case ELOOP: "is a loop of links"
        default: "cannot be reached (\(String(cString: strerror(code)).lowercased()))"
        }
    }
}
