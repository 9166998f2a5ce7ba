#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Which file a path names, whatever the spelling: `samples/x.xml`,
/// `./samples/x.xml`, `/abs/samples/x.xml`, a folder given twice (once in
/// `locatorlab.yml`, once on the command line) or a symbolic link all
/// resolve to one device and inode. Commands that take lists of files read
/// each file once by this identity, so a page source reached by two paths
/// is not counted twice ("proven on 12 page sources" for 6).
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path` (links followed), or `nil` when
    /// it cannot be looked up (missing, no permission): the caller reports
    /// that when it reads the file.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
