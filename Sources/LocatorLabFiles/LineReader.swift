#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads a file of lines (an event log, one JSON object a line) one line
/// at a time, holding each line to a limit while its bytes arrive: a line
/// over the limit is refused with its number before the rest of it is
/// read, and only the line being read is held in memory.
///
/// Reading the whole log and decoding each line cost about 24 times a
/// line's size before an oversized line was refused (issue 29, item 9).
/// The file is opened as ``FileReader`` opens one (a FIFO without a writer
/// is refused after its wait); the lines are UTF-8, so a zero byte is
/// refused where it is read (`/dev/zero` has no line feed to wait for).
public final class LineReader {
    /// One line, without its line feed.
    public struct Line {
        public var bytes: ArraySlice<UInt8>
        /// The 1-based line number.
        public var number: Int
        /// Whether a line feed ended the line: the last line of a file
        /// being written may have been cut short.
        public var isTerminated: Bool
    }

    public let path: String
    public let maximumLineBytes: Int
    public let maximumBytes: Int
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`, and how far it was searched
    /// for a line feed.
    private var lineStart = 0
    private var searched = 0
    private var total = 0
    private var lineNumber = 0
    private var ended = false

    /// Opens `path`; lines over `maximumLineBytes` and files over
    /// `maximumBytes` are refused.
    public init(path: String, maximumLineBytes: Int, maximumBytes: Int, fifoWaitSeconds: Double = 10) throws(FileError) {
        let (descriptor, size) = try FileReader.openForReading(path, fifoWaitSeconds: fifoWaitSeconds)
        guard size <= maximumBytes else {
            close(descriptor)
            throw .tooLarge(path: path, size: size, limit: maximumBytes)
        }
        self.path = path
        self.maximumLineBytes = maximumLineBytes
        self.maximumBytes = maximumBytes
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The next line, or `nil` at the end of the file.
    public func next() throws(FileError) -> Line? {
        while true {
            if let feed = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                guard feed - lineStart <= maximumLineBytes else {
                    throw .lineTooLong(path: path, line: lineNumber, limit: maximumLineBytes)
                }
                let line = Line(bytes: buffer[lineStart..<feed], number: lineNumber, isTerminated: true)
                lineStart = feed + 1
                searched = lineStart
                return line
            }
            searched = buffer.count
            guard buffer.count - lineStart <= maximumLineBytes else {
                throw .lineTooLong(path: path, line: lineNumber + 1, limit: maximumLineBytes)
            }
            if ended {
                guard lineStart < buffer.count else { return nil }
                lineNumber += 1
                let line = Line(bytes: buffer[lineStart...], number: lineNumber, isTerminated: false)
                lineStart = buffer.count
                searched = lineStart
                return line
            }
            try fill()
        }
    }

    /// Drops the lines already returned and reads the next piece: at most
    /// one byte past the line limit, so a line is refused having read at
    /// most one piece more than the limit.
    private func fill() throws(FileError) {
        if lineStart > 0 {
            buffer.removeFirst(lineStart)
            searched -= lineStart
            lineStart = 0
        }
        // 64 KiB, a pipe's buffer; never more than one byte past what the
        // line may still take.
        let room = maximumLineBytes - buffer.count
        let piece = room < 1 << 16 ? room + 1 : 1 << 16
        let kept = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: piece))
        var count = 0
        var failure: Int32 = 0
        buffer.withUnsafeMutableBytes { bytes in
            repeat {
                count = SystemCalls.read(descriptor, bytes.baseAddress! + kept, piece)
            } while count < 0 && errno == EINTR
            if count < 0 { failure = errno }
        }
        buffer.removeLast(piece - max(count, 0))
        if failure != 0 {
            throw .unreadable(path: path, reason: FileReader.reason(failure))
        }
        if let zero = buffer[kept...].firstIndex(of: 0) {
            let line = lineNumber + 1 + buffer[..<zero].count { $0 == UInt8(ascii: "\n") }
            let lineOffset = (buffer[..<zero].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
            throw .invalidText(
                path: path, position: SourcePosition(line: line, column: zero - lineOffset + 1),
                message: "a NUL byte: this is binary data or zeros, not lines of text",
                expected: "UTF-8 text")
        }
        if count == 0 {
            ended = true
            return
        }
        total += count
        guard total <= maximumBytes else {
            throw .tooLarge(path: path, size: nil, limit: maximumBytes)
        }
    }
}
