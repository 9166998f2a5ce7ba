import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A FIFO whose writer writes `chunk` again and again until its reader
/// goes away, counting what it wrote: how a test sees how much a reader
/// took of an input that never ends (`cat /dev/zero > fifo`).
public final class EndlessFIFO: @unchecked Sendable {
    public let path: String
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var count = 0

    /// Makes the FIFO at `path` and starts its writer, which waits for a
    /// reader to open it.
    public init(at path: String, chunk: [UInt8]) throws {
        self.path = path
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // Writing after the reader closed raises SIGPIPE, which would end
        // the test process instead of failing the write.
        signal(SIGPIPE, SIG_IGN)
        Thread { [self] in
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            if descriptor >= 0 {
                while true {
                    let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { break }
                    lock.withLock { count += written }
                }
                close(descriptor)
            }
            done.signal()
        }.start()
    }

    /// Waits for the writer to stop (the reader has closed the FIFO) and
    /// returns how many bytes it wrote. A reader that never opened it is
    /// stood in for, so the writer is never left waiting.
    public func bytesWritten() -> Int {
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if reader >= 0 { close(reader) }
        done.wait()
        unlink(path)
        return lock.withLock { count }
    }
}
