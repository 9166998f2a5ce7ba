import LocatorLabFiles
/// Why a page source could not be read or written. Every case names the file
/// (when there is one) and, where known, the line and column, so the CLI can
/// print `file:line:column: error: message`.
public enum PageSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is not valid in its format. `expected` says what would have
    /// been valid at that point, when that can be told.
    case malformed(file: String?, position: SourcePosition?, message: String, expected: String?)
    /// An XML document declares a DTD; page sources never do and it is refused.
    case dtdNotAllowed(file: String?, position: SourcePosition?)
    /// The input is larger or deeper than allowed. `option` names the
    /// command-line option that raises the limit.
    case limitExceeded(file: String?, position: SourcePosition?, what: String, limit: Int, option: String)
    /// The input is none of the formats LocatorLab reads.
    case unknownFormat(file: String?, message: String)
    /// The file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The output could not be written.
    case unwritableFile(path: String, reason: String)

    /// The file the error is about.
    public var file: String? {
        switch self {
        case .malformed(let file, _, _, _), .dtdNotAllowed(let file, _), .limitExceeded(let file, _, _, _, _),
            .unknownFormat(let file, _):
            return file
        case .unreadableFile(let path, _), .unwritableFile(let path, _):
            return path
        }
    }

    /// Where in the file, when known.
    public var position: SourcePosition? {
        switch self {
        case .malformed(_, let position, _, _), .dtdNotAllowed(_, let position),
            .limitExceeded(_, let position, _, _, _):
            return position
        default:
            return nil
        }
    }

    /// The message without the location prefix.
    public var message: String {
        switch self {
        case .malformed(_, _, let message, let expected):
            guard let expected else { return message }
            return "\(message); expected \(expected)"
        case .dtdNotAllowed:
            return "document type declarations (DTDs) are not allowed in page sources; remove the <!DOCTYPE ...> declaration"
        case .limitExceeded(_, _, let what, let limit, let option):
            // A reader that hits a fixed limit names it after the option, in
            // parentheses (the XML reader: libxml2's 2048 levels); advising
            // to raise the option would send the user in a circle.
            if let open = option.range(of: " ("), option.hasSuffix(")") {
                let reason = option[open.upperBound..<option.index(before: option.endIndex)]
                return "\(what) exceeds the limit of \(limit), which cannot be raised: \(reason)"
            }
            return "\(what) exceeds the limit of \(limit) (raise it with \(option))"
        case .unknownFormat(_, let message):
            return message
        case .unreadableFile(_, let reason):
            return "cannot read file: \(reason)"
        case .unwritableFile(_, let reason):
            return "cannot write file: \(reason)"
        }
    }

    /// `file:line:column: message`, leaving out what is unknown.
    public var description: String {
        var prefix = file ?? "<input>"
        if let position {
            prefix += ":\(position.line)"
            if position.column > 0 { prefix += ":\(position.column)" }
        }
        return "\(prefix): \(message)"
    }
}

extension PageSourceError {
    /// A file error in the page-source reader's words: the size limit names
    /// its option, invalid text is a malformed page source.
    public init(_ error: FileError) {
        switch error {
        case .unreadable(let path, let reason):
            self = .unreadableFile(path: path, reason: reason)
        case .tooLarge(let path, let size, let limit):
            let what = size.map { "file size (\($0) bytes)" } ?? "input size (more than \(limit) bytes)"
            self = .limitExceeded(file: path, position: nil, what: what, limit: limit, option: ReadLimits.bytesOption)
        case .lineTooLong(let path, let line, let limit):
            self = .malformed(
                file: path, position: SourcePosition(line: line, column: 1),
                message: "the line is longer than \(limit) bytes", expected: "shorter lines")
        case .invalidText(let path, let position, let message, let expected):
            self = .malformed(file: path, position: position, message: message, expected: expected)
        case .unwritable(let path, let reason):
            self = .unwritableFile(path: path, reason: reason)
        }
    }
}
