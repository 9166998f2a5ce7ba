/// Why a file could not be read, decoded or written. Every case names the
/// file; the modules above map it onto their own error type where the file
/// is one of theirs (a page source, a test source), so the user sees the
/// same `file:line:column: error: message` whichever command read it.
public enum FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file or stream holds more than `limit` bytes. `size` is the size
    /// the file system reported, when it reported one (a stream reports none:
    /// reading stops one byte past the limit).
    case tooLarge(path: String, size: Int?, limit: Int)
    /// Line `line` of the file holds more than `limit` bytes: refused while
    /// reading it (``LineReader``), before the rest of the line is read.
    case lineTooLong(path: String, line: Int, limit: Int)
    /// The bytes are not valid UTF-8 text; `position` is the first bad byte's.
    case invalidText(path: String?, position: SourcePosition, message: String, expected: String)
    /// The file (or standard output, as `<stdout>`) could not be written.
    case unwritable(path: String, reason: String)

    /// The file the error is about, if any.
    public var path: String? {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _, _), .unwritable(let path, _): path
        case .lineTooLong(let path, _, _): path
        case .invalidText(let path, _, _, _): path
        }
    }

    /// The message without the location prefix.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        case .tooLarge(_, let size?, let limit): "file size (\(size) bytes) exceeds the limit of \(limit)"
        case .tooLarge(_, nil, let limit): "input size (more than \(limit) bytes) exceeds the limit of \(limit)"
        case .lineTooLong(_, _, let limit): "the line is longer than the limit of \(limit) bytes"
        case .invalidText(_, _, let message, let expected): "\(message); expected \(expected)"
        case .unwritable(_, let reason): "cannot write file: \(reason)"
        }
    }

    /// `file:line:column: message`, leaving out what is unknown.
    public var description: String {
        var prefix = path ?? "<input>"
        if case .invalidText(_, let position, _, _) = self { prefix += ":\(position)" }
        if case .lineTooLong(_, let line, _) = self { prefix += ":\(line)" }
        return "\(prefix): \(message)"
    }
}
