import LocatorLabXML

/// The XPaths to compare, from the command line or a locators file (one
/// XPath per line; blank lines and lines starting with `#` are ignored;
/// surrounding whitespace is not part of the XPath).
public struct LocatorList: Sendable, Hashable {
    /// One XPath and where it was written.
    public struct Entry: Sendable, Hashable {
        public var expression: String
        /// The locators file, or `nil` for a locator given on the command line.
        public var file: String?
        /// 1-based line in ``file``.
        public var line: Int?
        /// 1-based column where the expression starts on its line.
        public var column: Int

        public init(expression: String, file: String? = nil, line: Int? = nil, column: Int = 1) {
            self.expression = expression
            self.file = file
            self.line = line
            self.column = column
        }
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
            return "\(location): \(severity): invalid XPath at offset \(offset): \(message)"
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Locators given one by one (e.g. `--locator`).
    public init(expressions: [String]) {
        entries = expressions.map { Entry(expression: $0) }
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
            let expression = String(line.dropFirst(leading.count).trimmingWhitespace())
            if expression.isEmpty || expression.hasPrefix("#") { continue }
            entries.append(Entry(expression: expression, file: file, line: lineNumber, column: leading.count + 1))
        }
        return LocatorList(entries: entries)
    }

    /// Every entry that does not compile, in order, with the offset of the error.
    public func problems() -> [Problem] {
        entries.compactMap(Self.problem(in:))
    }

    static func problem(in entry: Entry) -> Problem? {
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
