#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads whole files and streams with a size limit, for every reader of
/// user files (page sources, locator lists, test sources).
public enum FileReader {
    /// The bytes of the file at `path`, refusing files over the size limit
    /// before reading them.
    ///
    /// A FIFO is opened without waiting for a writer, then given
    /// `fifoWaitSeconds` for its first data: opening one with no writer
    /// would otherwise block for ever.
    ///
    /// Plain system calls rather than FileManager and FileHandle: those
    /// looked up the file owner's user and group names (reading
    /// /etc/passwd and /etc/group) and read in 4 KiB pieces, a millisecond
    /// of a one-shot `query` on a small page source.
    public static func read(_ path: String, maximumBytes: Int, fifoWaitSeconds: Double = 10) throws(FileError) -> [UInt8] {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
            return try readFIFO(path, maximumBytes: maximumBytes, waitSeconds: fifoWaitSeconds)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: reason(errno))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: reason(errno))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        guard size <= maximumBytes else {
            throw .tooLarge(path: path, size: size, limit: maximumBytes)
        }
        return try readAll(descriptor, file: path, maximumBytes: maximumBytes, expectedSize: size)
    }

    private static func readFIFO(_ path: String, maximumBytes: Int, waitSeconds: Double) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: reason(errno))
        }
        defer { close(descriptor) }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // Until a writer has opened it, a FIFO reports nothing to poll.
        let ready = poll(&poller, 1, Int32(max(0, min(waitSeconds * 1000, Double(Int32.max)))))
        guard ready > 0 else {
            throw .unreadable(
                path: path,
                reason: "it is a FIFO and no data arrived within \(Int(waitSeconds.rounded())) s (is anything writing to it?)")
        }
        // Blocking reads from here on: the writer may pause between chunks.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try readAll(descriptor, file: path, maximumBytes: maximumBytes, expectedSize: 0)
    }

    /// The bytes of an open file or stream (standard input, a pipe, a
    /// device), read in chunks and refused as soon as they pass the size
    /// limit: such inputs report no size up front and may never end.
    public static func read(_ descriptor: Int32, file: String, maximumBytes: Int) throws(FileError) -> [UInt8] {
        try readAll(descriptor, file: file, maximumBytes: maximumBytes, expectedSize: 0)
    }

    /// Reads `descriptor` to its end. `expectedSize` (a regular file's
    /// size) sizes the buffer once; a file that grows while being read is
    /// still read to its end and still held to the limit.
    private static func readAll(
        _ descriptor: Int32, file: String, maximumBytes: Int, expectedSize: Int
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte past the limit is enough to know the input is too large;
        // saturating, because `--max-bytes 9223372036854775807` is a limit
        // a user may give (it trapped on `+ 1`).
        let pastLimit = maximumBytes < Int.max ? maximumBytes + 1 : Int.max
        var capacity = min(expectedSize > 0 && expectedSize < Int.max ? expectedSize + 1 : 1 << 16, pastLimit)
        while true {
            let free = capacity - bytes.count
            var failure: Int32 = 0
            var count = 0
            bytes.reserveCapacity(capacity)
            bytes.append(contentsOf: repeatElement(0, count: free))
            bytes.withUnsafeMutableBytes { buffer in
                let start = buffer.baseAddress! + (buffer.count - free)
                repeat {
                    count = SystemCalls.read(descriptor, start, free)
                } while count < 0 && errno == EINTR
                if count < 0 { failure = errno }
            }
            bytes.removeLast(free - max(count, 0))
            if failure != 0 {
                throw .unreadable(path: file, reason: reason(failure))
            }
            if count == 0 { return bytes }
            guard bytes.count <= maximumBytes else {
                throw .tooLarge(path: file, size: nil, limit: maximumBytes)
            }
            if bytes.count == capacity {
                // Doubling, never past one byte over the limit.
                let doubled = capacity.multipliedReportingOverflow(by: 2)
                capacity = min(doubled.overflow ? Int.max : doubled.partialValue, pastLimit)
                if capacity == bytes.count { capacity = bytes.count < Int.max ? capacity + 1 : capacity }
            }
        }
    }

    /// The words users know for the common failures, the system's for the rest.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
