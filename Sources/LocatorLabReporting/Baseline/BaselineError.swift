/// Why a `--baseline` file cannot be used. Messages are lowercase fragments
/// that the CLI prints as `file: error: message`.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not JSON, or not a report of any LocatorLab command.
    case unreadable(file: String, reason: String, expected: String)
    /// The file is the JSON report of another command (`compare` given to `audit`).
    case otherCommand(file: String, found: String, expected: String)
    /// The report's schema is one this version cannot compare with.
    case unsupportedSchema(file: String, found: Int, supported: ClosedRange<Int>)

    public var file: String {
        switch self {
        case .unreadable(let file, _, _), .otherCommand(let file, _, _), .unsupportedSchema(let file, _, _): file
        }
    }

    /// The message without the file name.
    public var message: String {
        switch self {
        case .unreadable(_, let reason, let expected):
            return "not a baseline report: \(reason); expected \(expected)"
        case .otherCommand(_, let found, let expected):
            return "the baseline is \(found); expected \(expected)"
        case .unsupportedSchema(_, let found, let supported):
            let expected =
                supported.count == 1 ? "\(supported.lowerBound)" : "\(supported.lowerBound) to \(supported.upperBound)"
            return "the baseline has schemaVersion \(found); expected a report of schemaVersion \(expected)"
        }
    }

    public var description: String { "\(file): \(message)" }
}
