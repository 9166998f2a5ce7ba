#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads whole files and streams with a size limit, for every reader of
/// user files (page sources, locator lists, test sources).
public enum FileReader {
    /// The bytes of the file at `path`, refusing files over the size limit
    /// before reading them (a sparse file of a terabyte costs one `fstat`).
    ///
    /// The file is opened without waiting, then looked at: a FIFO is given
    /// `fifoWaitSeconds` for its first data, since opening one with no
    /// writer would otherwise block for ever (the file may become a FIFO
    /// between a `stat` and an `open`, so the open itself never waits).
    ///
    /// `isText` refuses the input at its first NUL character (see
    /// ``firstNUL(in:from:)``), checked as each piece arrives: `/dev/zero`
    /// given as a page source was read to the 256 MiB limit, and a FIFO fed
    /// zeros for ever, before anything looked at the bytes.
    ///
    /// Plain system calls rather than FileManager and FileHandle: those
    /// looked up the file owner's user and group names (reading
    /// /etc/passwd and /etc/group) and read in 4 KiB pieces, a millisecond
    /// of a one-shot `query` on a small page source.
    public static func read(
        _ path: String, maximumBytes: Int, fifoWaitSeconds: Double = 10, isText: Bool = false
    ) throws(FileError) -> [UInt8] {
        let (descriptor, size) = try openForReading(path, fifoWaitSeconds: fifoWaitSeconds)
        defer { close(descriptor) }
        guard size <= maximumBytes else {
            throw .tooLarge(path: path, size: size, limit: maximumBytes)
        }
        return try readAll(descriptor, file: path, maximumBytes: maximumBytes, expectedSize: size, isText: isText)
    }

    /// Opens `path` for blocking reads without blocking on the open, and
    /// returns the descriptor (the caller closes it) with the size of a
    /// regular file (0 for anything else). A directory is refused, and a
    /// FIFO given `fifoWaitSeconds` for its first data.
    static func openForReading(_ path: String, fifoWaitSeconds: Double) throws(FileError) -> (Int32, Int) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: reason(errno))
        }
        var status = stat()
        do throws(FileError) {
            guard fstat(descriptor, &status) == 0 else {
                throw .unreadable(path: path, reason: reason(errno))
            }
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw .unreadable(path: path, reason: "it is a directory")
            }
            if status.st_mode & S_IFMT == S_IFIFO {
                try awaitWriter(descriptor, path: path, waitSeconds: fifoWaitSeconds)
            }
        } catch {
            close(descriptor)
            throw error
        }
        // Blocking reads from here on: a FIFO's writer may pause between
        // chunks, and a terminal would answer EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0)
    }

    /// Waits up to `waitSeconds` for a FIFO's first data (or its writer
    /// closing): until a writer has opened it, a FIFO reports nothing to poll.
    private static func awaitWriter(_ descriptor: Int32, path: String, waitSeconds: Double) throws(FileError) {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&poller, 1, Int32(max(0, min(waitSeconds * 1000, Double(Int32.max)))))
        } while ready < 0 && errno == EINTR
        guard ready > 0 else {
            throw .unreadable(
                path: path,
                reason: "it is a FIFO and no data arrived within \(Int(waitSeconds.rounded())) s (is anything writing to it?)")
        }
    }

    /// The bytes of an open file or stream (standard input, a pipe, a
    /// device), read in chunks and refused as soon as they pass the size
    /// limit, or with `isText` at the first NUL character: such inputs
    /// report no size up front and may never end.
    public static func read(
        _ descriptor: Int32, file: String, maximumBytes: Int, isText: Bool = false
    ) throws(FileError) -> [UInt8] {
        try readAll(descriptor, file: file, maximumBytes: maximumBytes, expectedSize: 0, isText: isText)
    }

    /// The offset of the first NUL character at or after `start` (even):
    /// two zero bytes at an even offset, which is U+0000 in UTF-8 and in
    /// UTF-16 either way round. No page source, event log or test source
    /// holds one; a single zero byte is left to the decoders, since UTF-16
    /// text without a byte-order mark is full of them and they name it.
    public static func firstNUL(in bytes: [UInt8], from start: Int) -> Int? {
        // `memchr` from zero byte to zero byte: text without any is one
        // pass of the C library's word-at-a-time search.
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = start
            while offset + 1 < buffer.count {
                guard let found = memchr(base + offset, 0, buffer.count - 1 - offset) else { return nil }
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if index % 2 == 0, base[index + 1] == 0 { return index }
                offset = index + 1
            }
            return nil
        }
    }

    /// The refusal of a NUL character at `offset`: its line (counting
    /// line feeds before it) and column (in bytes from the line's start).
    static func nulCharacter(in bytes: [UInt8], at offset: Int, file: String) -> FileError {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return .invalidText(
            path: file, position: SourcePosition(line: line, column: offset - lineStart + 1),
            message: "a NUL character (byte \(offset)): this is binary data or zeros, not text",
            expected: "a text file (XML, JSON or text)")
    }

    /// Reads `descriptor` to its end. `expectedSize` (a regular file's
    /// size) sizes the buffer once; a file that grows while being read is
    /// still read to its end and still held to the limit. Each `read` asks
    /// for at most a piece (1 MiB of a file, 64 KiB, a pipe's buffer, of a
    /// stream), so `isText` refuses a NUL after at most one piece.
    private static func readAll(
        _ descriptor: Int32, file: String, maximumBytes: Int, expectedSize: Int, isText: Bool
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte past the limit is enough to know the input is too large;
        // saturating, because `--max-bytes 9223372036854775807` is a limit
        // a user may give (it trapped on `+ 1`).
        let pastLimit = maximumBytes < Int.max ? maximumBytes + 1 : Int.max
        var capacity = min(expectedSize > 0 && expectedSize < Int.max ? expectedSize + 1 : 1 << 16, pastLimit)
        let piece = expectedSize > 0 ? 1 << 20 : 1 << 16
        var unchecked = 0
        while true {
            let free = min(capacity - bytes.count, piece)
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
            if isText, let offset = firstNUL(in: bytes, from: unchecked) {
                throw nulCharacter(in: bytes, at: offset, file: file)
            }
            unchecked = bytes.count & ~1
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
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
