import LocatorLabFiles
import LocatorLabPageSource
import LocatorLabTestSources

/// Why a test source or page source could not be converted. Messages are
/// lowercase fragments without a trailing period.
public enum ConversionError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not text LocatorLab can decode (UTF-8, or UTF-16 with a
    /// byte-order mark).
    case undecodable(file: String, reason: String)
    /// The file's extension names no supported language and none was given.
    case unknownLanguage(file: String)
    /// The source has an unterminated string or comment at `position`.
    case unparsable(file: String, position: SourcePosition, message: String)
    /// Two planned edits overlap: a bug, reported rather than applied.
    case overlappingEdits(file: String, position: SourcePosition)
    /// The converted file could not be written; the original is unchanged.
    case unwritable(file: String, reason: String)
    /// The file changed on disk between reading and writing (an editor
    /// saved it meanwhile); it was left as it is now.
    case changedSinceRead(file: String)
    /// An earlier `convert --write` was killed while writing a group of
    /// files tied by a constant, and this file of the group is not (or
    /// could not be made) what that run meant to write; `reason` says which.
    case interruptedWrite(file: String, reason: String)
    /// `file` is a write journal locatorlab will not follow: it may not be
    /// its own, or it names files outside the tree, or the bytes it would
    /// put in place are not the ones it recorded (``ReplacementJournal/Refusal``).
    /// It was left as it is, and `convert --write` wrote nothing.
    case untrustedJournal(file: String, reason: String)
    /// The project config file is not valid YAML, or a key or value is
    /// not one `convert` knows; `position` when the YAML parser gave one.
    case invalidConfiguration(file: String, position: SourcePosition?, message: String)

    /// A test source that could not be read or lexed, in the same words.
    public init(_ error: TestSourceError) {
        switch error {
        case .unreadable(let file, let reason): self = .unreadable(file: file, reason: reason)
        case .undecodable(let file, let reason): self = .undecodable(file: file, reason: reason)
        case .unknownLanguage(let file): self = .unknownLanguage(file: file)
        case .unparsable(let file, let position, let message):
            self = .unparsable(file: file, position: position, message: message)
        }
    }

    public var file: String {
        switch self {
        case .unreadable(let file, _), .undecodable(let file, _), .unknownLanguage(let file),
            .unparsable(let file, _, _),
            .overlappingEdits(let file, _), .unwritable(let file, _), .changedSinceRead(let file),
            .interruptedWrite(let file, _), .untrustedJournal(let file, _),
            .invalidConfiguration(let file, _, _):
            file
        }
    }

    public var position: SourcePosition? {
        switch self {
        case .unparsable(_, let position, _), .overlappingEdits(_, let position): position
        case .invalidConfiguration(_, let position, _): position
        default: nil
        }
    }

    /// The message without the location.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        case .undecodable(_, let reason): "cannot decode file: \(reason)"
        case .unknownLanguage: "unknown test-source language (use --language)"
        case .unparsable(_, _, let message): message
        case .overlappingEdits: "internal error: two rewrites of this locator overlap; the file was left unchanged"
        case .unwritable(_, let reason): "cannot write file: \(reason)"
        case .changedSinceRead:
            "the file changed on disk while it was being converted; it was not written (run convert again)"
        case .invalidConfiguration(_, _, let message): "invalid config file: \(message)"
        case .interruptedWrite(_, let reason): "an interrupted convert --write left this file's group half-written: \(reason)"
        case .untrustedJournal(_, let reason): "this write journal was left alone (neither followed nor removed): \(reason)"
        }
    }

    /// `file:line:column: message`.
    public var description: String {
        guard let position else { return "\(file): \(message)" }
        return "\(file):\(position.line):\(position.column): \(message)"
    }
}
