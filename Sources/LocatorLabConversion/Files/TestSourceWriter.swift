import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a test source with new bytes atomically: the bytes go to a new
/// temporary file in the same folder, which gets the original's permission
/// bits (and owner, where allowed) and then takes its place with
/// `rename(2)`, so a reader sees the old file or the new one, never half of
/// one, and a failure leaves the old one.
/// A symbolic link is followed and its target rewritten, so the link stays a
/// link. Plain POSIX calls: a conversion may write thousands of files.
public enum TestSourceWriter {
    public static func replace(_ path: String, with bytes: [UInt8]) throws(ConversionError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw .unwritable(file: path, reason: String(cString: strerror(errno))) }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard stat(target, &status) == 0 else {
                throw .unwritable(file: path, reason: "broken symbolic link: \(String(cString: strerror(errno)))")
            }
        }
        let permissions = status.st_mode & 0o7777
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (folder.isEmpty ? "" : folder) + "/.\(name).locatorlab-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(file: path, reason: "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        // The owner too, where allowed (a root CI job must not leave the
        // checkout's files owned by root); before the mode, since chown
        // clears set-id bits. Others may not give files away: best effort.
        if failure == nil, status.st_uid != geteuid() || status.st_gid != getegid() {
            _ = fchown(descriptor, status.st_uid, status.st_gid)
        }
        // The mode is set after creation because the umask applies to open(2).
        if failure == nil, fchmod(descriptor, permissions) != 0 { failure = "cannot set permissions: \(String(cString: strerror(errno)))" }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .unwritable(file: path, reason: failure)
        }
    }
}
