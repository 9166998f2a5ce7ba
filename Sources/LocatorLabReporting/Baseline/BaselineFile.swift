import Foundation

/// Reads a `--baseline` file: the JSON report an earlier run of the same
/// command wrote. Each command decodes only the fields it compares (its own
/// focused `Decodable`), so a report with fields added since still reads;
/// this type checks first that the file is that command's report at all,
/// by the keys only that report has, and says which report it is otherwise.
public enum BaselineFile {
    /// The commands whose JSON reports can be told apart, by the top-level
    /// keys that only they write (`command`, when a report names itself).
    public enum Command: String, Sendable, CaseIterable {
        case audit
        case compare
        case compareRecording = "compare --recording"
        case convert
        case bench

        /// The keys that must all be present.
        var keys: Set<String> {
            switch self {
            case .audit: ["coverage", "findings", "pageSources"]
            case .compare: ["run", "locators", "pageSources"]
            case .compareRecording: ["screens", "locators", "estimated"]
            case .convert: ["files", "identifierRequests"]
            case .bench: ["sizes", "scaling"]
            }
        }

        /// `the JSON report of 'locatorlab audit --format json'`.
        public var expectation: String {
            "the JSON report of 'locatorlab \(rawValue) --format json'"
        }
    }

    /// The report in `bytes` as `T`, after checking that it is `command`'s
    /// report of one of `schemaVersions` (a baseline is usually the report
    /// of an earlier build, so a version may read the schemas before its own).
    public static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], file: String, command: Command, schemaVersions: ClosedRange<Int>
    ) throws(BaselineError) -> T {
        let object: [String: Any]
        do {
            guard let top = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw BaselineError.unreadable(file: file, reason: "the JSON is not an object", expected: command.expectation)
            }
            object = top
        } catch let error as BaselineError {
            throw error
        } catch {
            throw .unreadable(file: file, reason: "not JSON (\(reason(error)))", expected: command.expectation)
        }
        if object["runs"] != nil, object["version"] as? String == "2.1.0" {
            throw .otherCommand(file: file, found: "a SARIF log", expected: command.expectation)
        }
        let found = identify(object)
        guard found == command else {
            let what = found.map { "the report of 'locatorlab \($0.rawValue)'" } ?? "a JSON object of no LocatorLab report"
            throw .otherCommand(file: file, found: what, expected: command.expectation)
        }
        if let version = object["schemaVersion"] as? Int, !schemaVersions.contains(version) {
            throw .unsupportedSchema(file: file, found: version, supported: schemaVersions)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw .unreadable(file: file, reason: reason(error), expected: command.expectation)
        }
    }

    /// The command a report comes from: its own `command` key when it has
    /// one LocatorLab knows (`audit`, `locatorlab audit`), else the first
    /// command whose keys it holds.
    static func identify(_ object: [String: Any]) -> Command? {
        if let named = object["command"] as? String {
            let name = named.hasPrefix("locatorlab ") ? String(named.dropFirst("locatorlab ".count)) : named
            if let command = Command(rawValue: name) { return command }
        }
        let keys = Set(object.keys)
        return Command.allCases.first { $0.keys.isSubset(of: keys) }
    }

    /// Foundation's decoding message with the field's path (`locators[2].pages`).
    private static func reason(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .dataCorrupted(let found)?: context = found
        case .keyNotFound(let key, let found)?:
            return "\(path(found.codingPath + [key])) is missing"
        case .typeMismatch(_, let found)?, .valueNotFound(_, let found)?: context = found
        default:
            let nsError = error as NSError
            return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        }
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        let detail = underlying ?? context.debugDescription
        return context.codingPath.isEmpty ? detail : "\(path(context.codingPath)): \(detail)"
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return String(text.drop { $0 == "." })
    }
}
