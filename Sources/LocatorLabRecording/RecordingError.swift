/// Why a recording could not be read or written. Every case names the file,
/// and the line for a line of the event log.
public enum RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder is not a recording: no manifest, or a manifest of another
    /// format or of a newer version than this tool reads.
    case notARecording(path: String, reason: String)
    /// A line of the event log is not what a recorder writes.
    case invalidEvent(path: String, line: Int, reason: String)
    /// A file the recording names is missing, unreadable, too large, or
    /// outside the recording folder.
    case unreadable(path: String, reason: String)
    /// The recording could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notARecording(let path, let reason): "\(path): not a LocatorLab recording: \(reason)"
        case .invalidEvent(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .unreadable(let path, let reason): "\(path): cannot read recording: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write recording: \(reason)"
        }
    }
}
