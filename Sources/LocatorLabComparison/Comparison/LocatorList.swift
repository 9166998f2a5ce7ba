import LocatorLabLocators
import LocatorLabXML

/// The locators to compare, from the command line, locators files (one
/// locator per line, an XPath or any strategy in a client's prefix form,
/// ``Locator/init(prefixed:)``; blank lines and lines starting with `#`
/// are ignored, and a `#` after whitespace outside string literals starts a
/// comment on every line form, ``LocatorLineComment``; surrounding
/// whitespace is not part of the locator) or test sources.
public struct LocatorList: Sendable, Hashable {
    /// One locator and where it was written.
    public struct Entry: Sendable, Hashable {
        /// The locator's value: the XPath, or what its strategy is given.
        public var expression: String
        public var strategy: LocatorStrategy
        /// The locators file or test source, or `nil` for a locator given on the command line.
        public var file: String?
        /// 1-based line in ``file``.
        public var line: Int?
        /// 1-based column where the expression starts on its line.
        public var column: Int
        /// Every place the locator is written, when the same locator
        /// (strategy and value) comes from several (``merged()``); the
        /// first is ``file``, ``line`` and ``column``.
        public var uses: [Use]

        public init(
            expression: String, strategy: LocatorStrategy = .xpath, file: String? = nil, line: Int? = nil,
            column: Int = 1
        ) {
            self.expression = expression
            self.strategy = strategy
            self.file = file
            self.line = line
            self.column = column
            self.uses = file.map { [Use(file: $0, line: line, column: column)] } ?? []
        }

        public var locator: Locator { Locator(strategy: strategy, value: expression) }
    }

    /// Where a locator is written: `file:line:column`.
    public struct Use: Sendable, Hashable, Codable {
        public var file: String
        public var line: Int?
        public var column: Int

        public init(file: String, line: Int?, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        public var place: String { line.map { "\(file):\($0):\(column)" } ?? file }
    }

    /// An XPath that does not compile.
    public struct Problem: Sendable, Hashable {
        public var entry: Entry
        /// Character offset (from 0) in the expression where libxml2 gave up.
        public var offset: Int
        public var message: String

        /// `file:line:column: error: invalid XPath: message`, the column
        /// pointing at the error.
        public var diagnostic: String { diagnostic(severity: "error") }

        /// The same with another severity word (`compare` goes on after an
        /// invalid XPath, so it reports a warning).
        public func diagnostic(severity: String) -> String {
            var location = entry.file ?? "<command line>"
            if let line = entry.line { location += ":\(line):\(entry.column + offset)" }
            let what = entry.strategy == .xcuitest ? "XCUITest query" : "XPath"
            return "\(location): \(severity): invalid \(what) at offset \(offset): \(message)"
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// XPaths given one by one.
    public init(expressions: [String]) {
        entries = expressions.map { Entry(expression: $0) }
    }

    /// Locators given one by one in a client's prefix form (`--locator`).
    public init(prefixed texts: [String]) {
        entries = texts.map { text in
            let locator = Locator(prefixed: text)
            return Entry(expression: locator.value, strategy: locator.strategy)
        }
    }

    /// One entry per distinct locator (strategy and value), where it first
    /// appears, listing every place it is written: a suite that finds the
    /// same element with the same XPath in ten tests is one locator to
    /// compare, used ten times. XPaths that differ only in their spelling
    /// (quote characters, whitespace between tokens: ``XPathSpelling``)
    /// are one locator too, shown as first written.
    public func merged() -> LocatorList {
        var result: [Entry] = []
        var position: [MergeKey: Int] = [:]
        for entry in entries {
            let key = MergeKey(entry)
            if let index = position[key] {
                result[index].uses += entry.uses
            } else {
                position[key] = result.count
                result.append(entry)
            }
        }
        return LocatorList(entries: result)
    }

    /// What makes two entries one locator for ``merged()``.
    private struct MergeKey: Hashable {
        var strategy: LocatorStrategy
        var value: String

        init(_ entry: Entry) {
            strategy = entry.strategy
            value = entry.strategy == .xpath
                ? XPathSpelling.key(of: entry.expression).map { "key:" + $0 } ?? "text:" + entry.expression
                : entry.expression
        }
    }

    /// Reads a locators file's text. Lines may end with LF, CRLF or CR.
    public static func parse(_ text: String, file: String) -> LocatorList {
        var entries: [Entry] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for line in lines {
            lineNumber += 1
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            let written = String(line.dropFirst(leading.count).trimmingWhitespace())
            // The comment is found by the strategy's own literals; removing
            // it never changes the prefix (``LocatorLineComment``).
            let expression = LocatorLineComment.stripped(written, strategy: Locator(prefixed: written).strategy)
            if expression.isEmpty { continue }
            let locator = Locator(prefixed: expression)
            // The column of the value, past the prefix, so an XPath error's
            // offset points into the line as written.
            let prefixLength = expression.count - locator.value.count
            entries.append(
                Entry(
                    expression: locator.value, strategy: locator.strategy, file: file, line: lineNumber,
                    column: leading.count + 1 + prefixLength))
        }
        return LocatorList(entries: entries)
    }

    /// Every XPath that does not compile and every XCUITest query that does
    /// not parse, in order, with the offset of the error (other strategies
    /// are parsed when evaluated, per page source).
    public func problems() -> [Problem] {
        entries.compactMap(Self.problem(in:))
    }

    static func problem(in entry: Entry) -> Problem? {
        // An XCUITest query is Swift, the same on every page source: one
        // that does not parse (a constant for a key) is reported once,
        // with its line and column, like an XPath that does not compile.
        if entry.strategy == .xcuitest {
            do {
                _ = try XCUIQuerySyntax.parse(entry.expression)
                return nil
            } catch {
                guard case .invalidXCUIQuery(_, let offset, let message) = error else { return nil }
                return Problem(entry: entry, offset: offset, message: message)
            }
        }
        guard entry.strategy == .xpath else { return nil }
        // libxml2 takes the expression as a C string: it would stop at a NUL
        // and compare only the part before it.
        if let nul = entry.expression.firstIndex(of: "\u{0}") {
            let offset = entry.expression.distance(from: entry.expression.startIndex, to: nul)
            return Problem(entry: entry, offset: offset, message: "a NUL character cannot be part of an XPath")
        }
        do {
            _ = try XPathExpression(entry.expression)
            return nil
        } catch {
            switch error {
            case .xpathSyntax(_, let offset, let message, _):
                return Problem(entry: entry, offset: offset, message: message)
            default:
                return Problem(entry: entry, offset: 0, message: error.description)
            }
        }
    }
}
