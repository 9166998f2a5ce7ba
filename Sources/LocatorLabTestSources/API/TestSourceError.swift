import LocatorLabFiles

/// Why a test source could not be read or lexed. Messages are lowercase
/// fragments without a trailing period; `convert` reports them as its own
/// (``TestSourceError``) in the same words.
public enum TestSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not text LocatorLab can decode (UTF-8, or UTF-16 with a
    /// byte-order mark).
    case undecodable(file: String, reason: String)
    /// The file's extension names no supported language and none was given.
    case unknownLanguage(file: String)
    /// The source has an unterminated string or comment at `position`.
    case unparsable(file: String, position: SourcePosition, message: String)

    public var file: String {
        switch self {
        case .unreadable(let file, _), .undecodable(let file, _), .unknownLanguage(let file),
            .unparsable(let file, _, _):
            file
        }
    }

    public var position: SourcePosition? {
        if case .unparsable(_, let position, _) = self { return position }
        return nil
    }

    /// The message without the location.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        case .undecodable(_, let reason): "cannot decode file: \(reason)"
        case .unknownLanguage: "unknown test-source language (use --language)"
        case .unparsable(_, _, let message): message
        }
    }

    /// `file:line:column: message`.
    public var description: String {
        guard let position else { return "\(file): \(message)" }
        return "\(file):\(position.line):\(position.column): \(message)"
    }
}
