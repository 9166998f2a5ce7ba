import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file the way a user expects from `-o` and `--write`:
///
/// 1. A path that is not a regular file (a device, a FIFO, `/dev/stdout`,
///    anything under `/dev/` or `/proc/`) is opened and written directly:
///    replacing it would turn `/dev/null` into a regular file (as root) and
///    leave a FIFO's reader with nothing.
/// 2. A symbolic link is followed and its target replaced, so the link
///    stays a link; a broken link is refused (``OutputPathCheck``).
/// 3. An existing regular file the user may not write is refused, and says
///    so, instead of being replaced through a writable folder.
/// 4. Otherwise the bytes go to a temporary file beside the target, are
///    flushed to disk (`fsync`), get the target's mode and owner (where
///    allowed), and `rename(2)` puts them in its place: a reader sees the old
///    file or the new one, a failure leaves the old one.
///
/// `prepare` does all but the rename, so a caller can check the file once
/// more before `commit` (`convert --write` refuses a file edited meanwhile).
/// While a temporary file exists its path is in `PendingTemporaryFile`, so a
/// signal handler can remove it; `removeStaleTemporaryFiles(in:)` removes
/// those a killed run left.
public enum FileReplacement {
    /// A write that is ready to take effect.
    public struct Pending: Sendable {
        /// The path as the caller gave it.
        public let path: String
        /// The file that will be replaced (the link target for a link).
        public let target: String
        /// The temporary file holding the new bytes; nil for a direct write,
        /// which has already happened.
        public let temporary: String?
    }

    /// Writes `bytes` to `path` now (`prepare` then `commit`), first
    /// removing the temporary files a killed earlier write of the same file
    /// left beside it (`-o report.json` killed with SIGKILL).
    /// `newFileMode` is the mode a file that does not exist yet is created
    /// with, before the umask.
    public static func write(
        _ bytes: [UInt8], to path: String, fifoWaitSeconds: Double = 10, newFileMode: mode_t = 0o666
    ) throws(FileError) {
        let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        _ = removeStaleTemporaryFiles(in: folder(of: path), named: name)
        try commit(prepare(bytes, for: path, fifoWaitSeconds: fifoWaitSeconds, newFileMode: newFileMode))
    }

    /// Everything up to the rename; a non-regular target is written directly.
    /// A FIFO gets `fifoWaitSeconds` for a reader to open it: opening one
    /// that nothing reads would otherwise block for ever. A new file gets
    /// `newFileMode` less the umask; an existing one keeps its mode.
    public static func prepare(
        _ bytes: [UInt8], for path: String, fifoWaitSeconds: Double = 10, newFileMode: mode_t = 0o666
    ) throws(FileError) -> Pending {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .unwritable(path: path, reason: "it is a directory")
            }
            if status.st_mode & S_IFMT != S_IFREG || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
                try writeDirectly(bytes, to: path, isFIFO: status.st_mode & S_IFMT == S_IFIFO, waitSeconds: fifoWaitSeconds)
                return Pending(path: path, target: path, temporary: nil)
            }
            guard let resolved = realpath(path, nil) else { throw failure(path, "cannot resolve the path") }
            let target = String(cString: resolved)
            free(resolved)
            guard access(target, W_OK) == 0 else {
                throw .unwritable(
                    path: path, reason: "you may not write this file (\(errorText())); nothing was changed")
            }
            return try writeTemporary(bytes, for: path, target: target, like: status, mode: newFileMode)
        }
        let missing = errno
        try OutputPathCheck.check(path)
        guard missing == ENOENT else { throw failure(path, errorText(missing)) }
        let folder = folder(of: path)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritable(path: path, reason: "no such directory: \(folder)")
        }
        return try writeTemporary(bytes, for: path, target: path, like: nil, mode: newFileMode)
    }

    /// Puts a prepared file in place.
    public static func commit(_ pending: Pending) throws(FileError) {
        guard let temporary = pending.temporary else { return }
        defer { PendingTemporaryFile.clear() }
        guard rename(temporary, pending.target) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw failure(pending.path, reason)
        }
        // The folder is not synced: after a crash the old or the new file is
        // there, either whole, which is all atomicity promises.
    }

    /// Removes a prepared temporary file without replacing anything.
    public static func discard(_ pending: Pending) {
        guard let temporary = pending.temporary else { return }
        unlink(temporary)
        PendingTemporaryFile.clear()
    }

    /// Removes the temporary files of runs that were killed before they
    /// could (`.NAME.locatorlab-PID-RANDOM` whose process is gone) from
    /// `folder`, and returns their paths, sorted.
    /// With `named`, only those of that file.
    public static func removeStaleTemporaryFiles(in folder: String, named: String? = nil) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            if let named, !name.hasPrefix(".\(named).locatorlab-") { continue }
            guard let owner = temporaryFileOwner(name), owner != getpid() else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists;
            // EPERM means it exists (another user's run), so it is left alone.
            guard kill(owner, 0) != 0, errno == ESRCH else { continue }
            let path = folder == "/" ? "/\(name)" : "\(folder)/\(name)"
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// The process id in a temporary file's name, nil when the name is not
    /// one of ours.
    static func temporaryFileOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".locatorlab-", options: .backwards) else {
            return nil
        }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let pid = pid_t(parts[0]), UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    // MARK: - Steps

    private static func writeDirectly(_ bytes: [UInt8], to path: String, isFIFO: Bool, waitSeconds: Double)
        throws(FileError)
    {
        let descriptor = isFIFO ? try openFIFO(path, waitSeconds: waitSeconds) : open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw failure(path, errorText()) }
        let failed = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errorText()
        if let reason = failed ?? closed { throw failure(path, reason) }
    }

    /// Opens a FIFO for writing once a reader has it open. A non-blocking
    /// open fails with ENXIO while nothing reads, and there is no event to
    /// wait for, so it is retried every 20 ms until `waitSeconds` pass.
    private static func openFIFO(_ path: String, waitSeconds: Double) throws(FileError) -> Int32 {
        let deadline = Date().addingTimeInterval(max(0, waitSeconds))
        while true {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 {
                // Blocking writes from here on: the reader may be slow.
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                return descriptor
            }
            guard errno == ENXIO || errno == EINTR else { return -1 }
            guard Date() < deadline else {
                throw .unwritable(
                    path: path,
                    reason: "it is a FIFO and nothing opened it for reading within \(Int(waitSeconds.rounded())) s "
                        + "(is anything reading it?)")
            }
            usleep(20_000)
        }
    }

    /// The start of the names of `target`'s temporary files, up to the
    /// process id: `.NAME.locatorlab-`.
    static func temporaryNamePrefix(for target: String) -> String {
        // NAME_MAX is 255 bytes and the suffix takes up to 34: a long name is
        // shortened in the temporary file only.
        var name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        while name.utf8.count > 200 { name.removeLast() }
        return ".\(name).locatorlab-"
    }

    private static func writeTemporary(
        _ bytes: [UInt8], for path: String, target: String, like original: stat?, mode: mode_t
    ) throws(FileError) -> Pending {
        let folder = folder(of: target)
        let temporary =
            folder + "/" + temporaryNamePrefix(for: target) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        PendingTemporaryFile.set(temporary)
        // 0o666 (the default) lets the umask decide a new file's mode, as for
        // any other file the user creates; an existing file's mode is copied
        // below.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            let reason = errorText()
            PendingTemporaryFile.clear()
            throw .unwritable(
                path: path, reason: "cannot create a temporary file in \(folder) to replace it atomically: \(reason)")
        }
        var failed = writeAll(bytes, to: descriptor)
        if failed == nil, let original {
            // The owner too, where allowed (a root CI job must not leave the
            // checkout's files owned by root); before the mode, since chown
            // clears set-id bits. Others may not give files away: best effort.
            if original.st_uid != geteuid() || original.st_gid != getegid() {
                _ = fchown(descriptor, original.st_uid, original.st_gid)
            }
            if fchmod(descriptor, original.st_mode & 0o7777) != 0 {
                failed = "cannot set permissions: \(errorText())"
            }
        }
        // Without fsync a crash after the rename can leave an empty file
        // where the old one was (ext4 and XFS delay the data, not the rename).
        if failed == nil, fsync(descriptor) != 0 { failed = errorText() }
        if close(descriptor) != 0, failed == nil { failed = errorText() }
        if let failed {
            unlink(temporary)
            PendingTemporaryFile.clear()
            throw failure(path, failed)
        }
        return Pending(path: path, target: target, temporary: temporary)
    }

    /// nil on success, else why not.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCalls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errorText()
                }
                offset += written
            }
            return nil
        }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func failure(_ path: String, _ reason: String) -> FileError {
        .unwritable(path: path, reason: reason)
    }

    /// `strerror` in lower case, to read as a message fragment.
    private static func errorText(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
