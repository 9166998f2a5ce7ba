import ArgumentParser

/// The `--port` of the commands that listen (`inspect --serve`, `record`,
/// `replay`). Parsed as any integer, with `-1` taken as a value rather
/// than as an option, so that `validate()` can say what a port is:
/// `--port -1` answered "Missing value for '--port <port>'" and an
/// unknown option `-1`, and `--port 70000` named no range.
enum ListeningPort {
    static let range = 0...65535

    /// Refuses a port outside 0-65535, naming the range.
    static func validate(_ port: Int) throws {
        guard range.contains(port) else {
            throw ValidationError("--port \(port) is not a port; expected 0-65535 (0 picks a free one)")
        }
    }

    /// The validated port as the servers take it.
    static func value(_ port: Int) -> UInt16 {
        UInt16(clamping: port)
    }
}
