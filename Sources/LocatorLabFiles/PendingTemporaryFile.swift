#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary file a `FileReplacement` has open, if any, kept where a
/// signal handler can reach it: a kill during `convert --write` left
/// `.NAME.locatorlab-PID-RANDOM` files in 5 of 12 trials. Writes are one
/// at a time, so one slot is enough.
///
/// The path is kept in a buffer allocated once, outside the handler: a
/// handler may only call async-signal-safe functions (`unlink`), so it
/// cannot touch a Swift `String`. The first byte is written last, so the
/// handler sees either no path or a whole one.
public enum PendingTemporaryFile {
    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Makes the buffer exist before any handler can need it.
    public static func prepare() {
        _ = slot
    }

    static func set(_ path: String) {
        let bytes = Array(path.utf8)
        slot[0] = 0
        guard !bytes.isEmpty, bytes.count < capacity else { return }
        for index in 1..<bytes.count { slot[index] = CChar(bitPattern: bytes[index]) }
        slot[bytes.count] = 0
        slot[0] = CChar(bitPattern: bytes[0])
    }

    static func clear() {
        slot[0] = 0
    }

    /// The pending path, for tests and messages.
    public static var path: String? {
        slot[0] == 0 ? nil : String(cString: slot)
    }

    /// Removes the pending temporary file. Async-signal-safe: call it from
    /// a signal handler, then let the signal take its default course.
    public static func removeFromSignalHandler() {
        guard slot[0] != 0 else { return }
        unlink(slot)
        slot[0] = 0
    }
}
