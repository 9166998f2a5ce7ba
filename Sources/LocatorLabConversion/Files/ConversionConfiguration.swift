import Foundation
import LocatorLabFiles
import LocatorLabPageSource
import LocatorLabTestSources
import Yams

/// The `convert` section of a project config file, `locatorlab.yml` (or
/// `.locatorlab.yml`) at the root of the scanned folder, or the file given
/// with `--config`. Options on the command line win over it; helpers and
/// page sources from both are used together. Paths are relative to the
/// config file's folder. Unknown keys are an error, so a typo is not
/// silently ignored.
///
/// ```yaml
/// convert:
///   page-sources: [pagesources/]
///   targets: [accessibility-id, id]
///   xpath-helpers: [xpath_click=accessibility_click, getElementByXpath]
/// screens:
///   settings-top: [pagesources/settings-top-*.xml]
///   security: [pagesources/security/]
/// ```
///
/// `screens` names groups of page sources that show one screen, for
/// `compare` (its `--screen` options come first): page sources, folders
/// or globs, relative to the file's folder like `page-sources`.
public struct ConversionConfiguration: Sendable, Equatable {
    /// The file it was read from.
    public var file: String
    /// Page sources or folders of them, resolved against the file's folder.
    public var pageSources: [String] = []
    public var targets: [ConversionTarget]?
    public var helpers: [XPathHelper] = []
    public var language: SourceLanguage?
    public var allowsLabels: Bool?
    public var xpathOperationLimit: Int?
    public var xpathTimeout: Double?
    public var maximumBytes: Int?
    public var maximumDepth: Int?
    public var maximumElements: Int?
    /// Named screens: page sources, folders or globs resolved against the
    /// file's folder, by screen name.
    public var screens: [String: [String]] = [:]

    /// The names looked for at the root of the first scanned folder.
    public static let fileNames = ["locatorlab.yml", ".locatorlab.yml", "locatorlab.yaml"]

    /// The config file a command uses, by the one rule `convert` and
    /// `compare` share: `given` (`--config FILE`), else the first of
    /// ``fileNames`` at the root of the command's first input (itself when a
    /// folder, else its folder: `convert`'s first PATH, `compare`'s first
    /// page source), else in the working folder. `convert tests/` run at a
    /// project's root did not find the project's `locatorlab.yml`, which
    /// `compare` found there.
    public static func find(given: String?, besideFirstOf inputs: [String]) -> String? {
        given ?? discover(in: inputs) ?? discover(in: ["."])
    }

    /// The config file at the root of the first path given (itself when a
    /// folder, else its folder), or `nil`.
    static func discover(in paths: [String]) -> String? {
        guard let first = paths.first else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) else { return nil }
        let folder = isFolder.boolValue ? first : (first as NSString).deletingLastPathComponent
        for name in fileNames {
            let candidate = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Reads and checks `file`, refusing one over ``Bounds/maximumBytes``
    /// before reading it.
    public static func load(_ file: String) throws(ConversionError) -> ConversionConfiguration {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file, maximumBytes: Bounds.maximumBytes, isText: true)
        } catch {
            switch error {
            case .tooLarge(_, let size, let limit):
                throw .invalidConfiguration(
                    file: file, position: nil,
                    message: "the file is \(size.map { "\($0) bytes" } ?? "larger than the limit"); a config file "
                        + "is a few hundred bytes, and at most \(limit) are read")
            case .unreadable(_, let reason):
                throw .unreadable(file: file, reason: reason)
            default:
                throw .unreadable(file: file, reason: error.message)
            }
        }
        guard let text = String(validating: SourceText.droppingByteOrderMark(bytes), as: UTF8.self) else {
            throw .invalidConfiguration(file: file, position: nil, message: "not UTF-8 text")
        }
        return try parse(text, file: file)
    }

    /// Parses config text; `file` names it in errors and anchors relative paths.
    public static func parse(_ text: String, file: String) throws(ConversionError) -> ConversionConfiguration {
        try Bounds.check(text, file: file)
        let root: Any?
        do {
            root = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw .invalidConfiguration(file: file, position: Self.position(of: error), message: Self.message(of: error))
        } catch {
            throw .invalidConfiguration(file: file, position: nil, message: "\(error)")
        }
        var configuration = ConversionConfiguration(file: file)
        guard let root else { return configuration }
        let positions = Self.keyPositions(in: text)
        guard let top = root as? [String: Any] else {
            throw .invalidConfiguration(
                file: file, position: positions[""], message: "expected a mapping with a 'convert' key")
        }
        for key in top.keys.sorted() where key != "convert" && key != "screens" {
            throw .invalidConfiguration(
                file: file, position: positions[key], message: "unknown key '\(key)' (expected 'convert' or 'screens')")
        }
        let folder = (file as NSString).deletingLastPathComponent
        let resolved = { (path: String) in
            path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
        }
        if let screens = top["screens"] {
            configuration.screens = try Self.screens(screens, file: file, position: positions["screens"]).mapValues {
                $0.map(resolved)
            }
        }
        guard let section = top["convert"] else { return configuration }
        guard let convert = section as? [String: Any] else {
            throw .invalidConfiguration(file: file, position: positions["convert"], message: "'convert' must be a mapping")
        }
        var reader = Reader(file: file, values: convert, positions: positions)
        configuration.pageSources = try reader.strings("page-sources").map(resolved)
        let targets = try reader.strings("targets")
        if !targets.isEmpty {
            switch ConversionTarget.list(targets.joined(separator: ",")) {
            case .success(let list): configuration.targets = list
            case .failure(let unknown):
                throw .invalidConfiguration(
                    file: file, position: positions["convert.targets"],
                    message: "targets: '\(unknown.name)' is not one of "
                        + ConversionTarget.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        for helper in try reader.strings("xpath-helpers") {
            guard let parsed = XPathHelper(argument: helper) else {
                throw .invalidConfiguration(
                    file: file, position: positions["convert.xpath-helpers"],
                    message: "xpath-helpers: '\(helper)' is not NAME or NAME=REPLACEMENT")
            }
            configuration.helpers.append(parsed)
        }
        if let language = try reader.string("language") {
            guard let parsed = SourceLanguage(rawValue: language) else {
                throw .invalidConfiguration(
                    file: file, position: positions["convert.language"],
                    message: "language: '\(language)' is not one of "
                        + SourceLanguage.allCases.map(\.rawValue).joined(separator: ", "))
            }
            configuration.language = parsed
        }
        configuration.allowsLabels = try reader.bool("allow-labels")
        configuration.xpathOperationLimit = try reader.positiveInteger("xpath-op-limit")
        configuration.xpathTimeout = try reader.positiveNumber("xpath-timeout")
        configuration.maximumBytes = try reader.positiveInteger("max-bytes")
        configuration.maximumDepth = try reader.positiveInteger("max-depth")
        configuration.maximumElements = try reader.positiveInteger("max-elements")
        try reader.rejectUnread()
        return configuration
    }

    init(file: String) {
        self.file = file
    }

    /// The `screens` mapping: each name to a list of paths (or one path).
    private static func screens(_ value: Any, file: String, position: SourcePosition?) throws(ConversionError)
        -> [String: [String]]
    {
        let expected = "screens: expected a mapping of screen names to lists of page sources, folders or globs"
        guard let mapping = value as? [String: Any] else {
            throw .invalidConfiguration(file: file, position: position, message: expected)
        }
        var screens: [String: [String]] = [:]
        for (name, paths) in mapping {
            if let one = paths as? String {
                screens[name] = [one]
            } else if let list = paths as? [Any], let strings = list.map({ $0 as? String }) as? [String], !strings.isEmpty {
                screens[name] = strings
            } else {
                throw .invalidConfiguration(
                    file: file, position: position, message: "screens: '\(name)' needs a path or a list of paths")
            }
        }
        return screens
    }

    /// Where the document (`""`), each key of the top mapping (`convert`)
    /// and each key of the `convert` mapping (`convert.targets`) start, for
    /// errors about them: the values themselves are read without positions.
    private static func keyPositions(in text: String) -> [String: SourcePosition] {
        guard let root = try? Yams.compose(yaml: text) else { return [:] }
        var positions: [String: SourcePosition] = [:]
        func note(_ path: String, _ node: Node) {
            guard let mark = node.mark else { return }
            positions[path] = SourcePosition(line: mark.line, column: mark.column)
        }
        note("", root)
        guard let top = root.mapping else { return positions }
        for (key, value) in top {
            guard let name = key.string else { continue }
            note(name, key)
            guard name == "convert", let section = value.mapping else { continue }
            for (inner, _) in section {
                if let innerName = inner.string { note("convert.\(innerName)", inner) }
            }
        }
        return positions
    }

    private static func position(of error: YamlError) -> SourcePosition? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourcePosition(line: mark.line, column: mark.column)
        default:
            return nil
        }
    }

    private static func message(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        default:
            return "\(error)"
        }
    }

    /// Reads typed values out of the `convert` mapping, remembering which
    /// keys were read so the rest can be reported as unknown.
    private struct Reader {
        let file: String
        let values: [String: Any]
        /// See ``ConversionConfiguration/keyPositions(in:)``.
        let positions: [String: SourcePosition]
        var read: Set<String> = []

        init(file: String, values: [String: Any], positions: [String: SourcePosition]) {
            self.file = file
            self.values = values
            self.positions = positions
        }

        private func fail(_ key: String, _ expected: String) -> ConversionError {
            .invalidConfiguration(
                file: file, position: positions["convert.\(key)"], message: "\(key): expected \(expected)")
        }

        /// A list of strings, or one string.
        mutating func strings(_ key: String) throws(ConversionError) -> [String] {
            read.insert(key)
            guard let value = values[key] else { return [] }
            if let one = value as? String { return [one] }
            guard let list = value as? [Any], let strings = list.map({ $0 as? String }) as? [String] else {
                throw fail(key, "a list of strings")
            }
            return strings
        }

        mutating func string(_ key: String) throws(ConversionError) -> String? {
            read.insert(key)
            guard let value = values[key] else { return nil }
            guard let string = value as? String else { throw fail(key, "a string") }
            return string
        }

        mutating func bool(_ key: String) throws(ConversionError) -> Bool? {
            read.insert(key)
            guard let value = values[key] else { return nil }
            guard let bool = value as? Bool else { throw fail(key, "true or false") }
            return bool
        }

        mutating func positiveInteger(_ key: String) throws(ConversionError) -> Int? {
            read.insert(key)
            guard let value = values[key] else { return nil }
            guard let number = value as? Int, number > 0 else { throw fail(key, "a positive whole number") }
            return number
        }

        mutating func positiveNumber(_ key: String) throws(ConversionError) -> Double? {
            read.insert(key)
            guard let value = values[key] else { return nil }
            let number = (value as? Double) ?? (value as? Int).map(Double.init)
            guard let number, number.isFinite, number > 0 else { throw fail(key, "a positive number") }
            return number
        }

        func rejectUnread() throws(ConversionError) {
            for key in values.keys.sorted() where !read.contains(key) {
                throw ConversionError.invalidConfiguration(
                    file: file, position: positions["convert.\(key)"],
                    message: "unknown key 'convert.\(key)' (known: allow-labels, language, max-bytes, max-depth, "
                        + "max-elements, page-sources, targets, xpath-helpers, xpath-op-limit, xpath-timeout)")
            }
        }
    }
}
