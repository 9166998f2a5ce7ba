import LocatorLabTestSources
/// Where to add the imports a rewritten file needs, in the file's own style
/// and line endings, and only when the file does not have them yet.
///
/// - Java/Kotlin: `import a.b.C;` is there when the file imports the class
///   or its package with `.*`. A new import goes after the last import that
///   sorts before it (else before the first import); with no imports, after
///   the `package` line; with neither, at the top.
/// - Python: `from m import N` is there when a `from … import` statement
///   imports `N`. A new one goes after the last top-level import statement,
///   else after the module docstring, else at the top.
/// - C#: `using N;` is there when the file has that using directive. A new
///   one goes among the top-level using directives as for Java, else at
///   the top.
///
/// "The top" is below a `#!` line and, in Python, encoding declarations.
struct ImportPlanner {
    let stream: TokenStream
    let language: SourceLanguage
    let lineEnding: String
    let lines: LineIndex

    init(stream: TokenStream, language: SourceLanguage, lineEnding: String) {
        self.stream = stream
        self.language = language
        self.lineEnding = lineEnding
        self.lines = LineIndex(stream.bytes)
    }

    /// Insertions for those of `imports` the file lacks, merged per offset,
    /// and the lines added.
    func plan(_ imports: Set<RequiredImport>) -> (edits: [SourceEdit], added: [String]) {
        let statements = importStatements()
        let missing = imports.sorted().filter { !isPresent($0, in: statements) }
        guard !missing.isEmpty else { return ([], []) }
        var insertions: [Int: String] = [:]
        var order: [Int] = []
        for required in missing {
            var (offset, text) = insertion(for: required, among: statements)
            if !readsAsImport(required, inserting: text, at: offset) {
                // Only in broken code (a `package` line running into an
                // open call): the top of the file is always a statement start.
                let top = topOfFile
                (offset, text) = (top, terminatorPrefix(top) + required.line(for: language) + lineEnding)
            }
            if insertions[offset] == nil { order.append(offset) }
            insertions[offset, default: ""] += text
        }
        return (
            order.map { SourceEdit(range: $0..<$0, replacement: insertions[$0]!) },
            missing.map { $0.line(for: language) }
        )
    }

    /// Whether the file, with `text` inserted at `offset`, has `required`:
    /// the insertion must not land inside a call, a string or a comment.
    private func readsAsImport(_ required: RequiredImport, inserting text: String, at offset: Int) -> Bool {
        var bytes = stream.bytes
        bytes.insert(contentsOf: Array(text.utf8), at: offset)
        guard let tokens = try? SourceLexer.tokenize(bytes, language: language) else { return false }
        let planner = ImportPlanner(
            stream: TokenStream(bytes: bytes, tokens: tokens), language: language, lineEnding: lineEnding)
        return planner.isPresent(required, in: planner.importStatements())
    }

    // MARK: - Existing imports

    /// One import statement: the imported name and where its line ends.
    struct Statement {
        /// Java/Kotlin: the qualified name (`a.b.C`, `a.b.*`); Python: the
        /// module; C#: the namespace.
        var name: String
        /// Python: the names imported by `from … import`.
        var importedNames: [String]
        /// The byte offset after the statement's line break.
        var lineEnd: Int
        /// Where the statement's line starts.
        var lineStart: Int
    }

    private func importStatements() -> [Statement] {
        var statements: [Statement] = []
        var index = 0
        while index < stream.count {
            defer { index += 1 }
            let token = stream[index]
            guard token.kind == .identifier, token.followsLineBreak || index == 0, stream.depths[index] == 0 else {
                continue
            }
            switch language {
            case .java, .kotlin:
                guard stream.equals(index, "import") else { continue }
                var next = index + 1
                if stream.isIdentifier(next, "static") { continue }
                var (name, end) = qualifiedName(from: next)
                next = end
                guard !name.isEmpty else { continue }
                if language == .kotlin, stream.isIdentifier(next, "as"), next + 1 < stream.count {
                    // `import a.B as C` binds C, not B: it places imports but
                    // does not make `B` available.
                    name += " as " + stream.text(next + 1)
                    next += 2
                }
                statements.append(statement(name: name, names: [], lastToken: next - 1))
            case .csharp:
                var first = index
                if stream.equals(index, "global") { first += 1 }
                guard stream.isIdentifier(first, "using"), !stream.isIdentifier(first + 1, "static"),
                    !stream.isIdentifier(first + 1, "var"), first + 1 < stream.count,
                    stream[first + 1].kind == .identifier
                else { continue }
                let (name, end) = qualifiedName(from: first + 1)
                guard stream.isPunctuation(end, ";") else { continue }
                statements.append(statement(name: name, names: [], lastToken: end))
            case .python:
                guard stream.equals(index, "import") || stream.equals(index, "from"),
                    lines.position(of: token.start).column == 1
                else { continue }
                var end = index + 1
                // A line break ends the statement unless brackets are open (a
                // backslash joining lines is no line break for the lexer).
                while end < stream.count, !(stream[end].followsLineBreak && stream.depths[end] == 0) { end += 1 }
                var module = ""
                var names: [String] = []
                if stream.equals(index, "from") {
                    module = qualifiedName(from: index + 1).name
                    if let importAt = (index..<end).first(where: { stream.isIdentifier($0, "import") }) {
                        var position = importAt + 1
                        while position < end {
                            if stream[position].kind == .identifier, !stream.isIdentifier(position - 1, "as") {
                                // `X as Y` binds Y, not X.
                                if !stream.isIdentifier(position + 1, "as") { names.append(stream.text(position)) }
                            }
                            position += 1
                        }
                    }
                } else {
                    module = qualifiedName(from: index + 1).name
                }
                statements.append(statement(name: module, names: names, lastToken: end - 1))
            default:
                continue
            }
        }
        return statements
    }

    private func statement(name: String, names: [String], lastToken: Int) -> Statement {
        let end = lines.endOfLine(containing: stream[lastToken].end)
        let start = lines.lineStarts[lines.position(of: stream[lastToken].start).line - 1]
        return Statement(name: name, importedNames: names, lineEnd: end, lineStart: start)
    }

    /// `a.b.C` or `a.b.*` starting at token `index`; returns the token after.
    private func qualifiedName(from index: Int) -> (name: String, end: Int) {
        var name = ""
        var position = index
        while position < stream.count {
            if stream[position].kind == .identifier || stream.isPunctuation(position, "*") {
                name += stream.text(position)
                position += 1
                if stream.isPunctuation(position, "."), !stream[position].followsLineBreak {
                    name += "."
                    position += 1
                    continue
                }
            }
            break
        }
        return (name, position)
    }

    private func isPresent(_ required: RequiredImport, in statements: [Statement]) -> Bool {
        switch required {
        case .jvmClass(let name):
            let package = name.split(separator: ".").dropLast().joined(separator: ".")
            return statements.contains { $0.name == name || $0.name == package + ".*" }
        case .pythonName(_, let name):
            return statements.contains { $0.importedNames.contains(name) }
        case .csharpNamespace(let name):
            return statements.contains { $0.name == name }
        }
    }

    // MARK: - Placement

    private func insertion(for required: RequiredImport, among statements: [Statement]) -> (offset: Int, text: String) {
        let line = required.line(for: language) + lineEnding
        if !statements.isEmpty {
            if language == .python {
                return (statements.last!.lineEnd, terminatorPrefix(statements.last!.lineEnd) + line)
            }
            let key = required.sortKey
            if let before = statements.last(where: { $0.name < key }) {
                return (before.lineEnd, terminatorPrefix(before.lineEnd) + line)
            }
            return (statements[0].lineStart, line)
        }
        switch language {
        case .java, .kotlin:
            if let package = (0..<stream.count).first(where: {
                stream.isIdentifier($0, "package") && ($0 == 0 || stream[$0].followsLineBreak)
            }) {
                let end = lines.endOfLine(containing: stream[package].end)
                return (end, terminatorPrefix(end) + lineEnding + line)
            }
        case .python:
            if stream.count > 0, stream[0].kind == .string, stream.count == 1 || stream[1].followsLineBreak {
                let end = lines.endOfLine(containing: stream[0].end)
                return (end, terminatorPrefix(end) + lineEnding + line)
            }
        default:
            break
        }
        let top = topOfFile
        return (top, terminatorPrefix(top) + line + lineEnding)
    }

    /// Where an import at the top of the file goes: after a `#!` line, which
    /// must stay first for the script to run, and in Python after encoding
    /// declarations, which count only on lines 1 and 2 (PEP 263).
    private var topOfFile: Int {
        let bytes = stream.bytes
        var offset = 0
        for line in 0..<2 where offset < bytes.count {
            let end = lines.endOfLine(containing: offset)
            let text = bytes[offset..<end]
            let isShebang = line == 0 && text.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")])
            guard isShebang || (language == .python && Self.isPythonEncodingDeclaration(text)) else { break }
            offset = end
        }
        return offset
    }

    /// A comment line naming the encoding: `# -*- coding: utf-8 -*-`, `# vim: set fileencoding=utf-8 :`.
    private static func isPythonEncodingDeclaration(_ line: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\u{C}" }
        return trimmed.hasPrefix("#") && (trimmed.contains("coding:") || trimmed.contains("coding="))
    }

    /// A line break first when the insertion point is the end of a file
    /// whose last line has none.
    private func terminatorPrefix(_ offset: Int) -> String {
        offset == stream.bytes.count && stream.bytes.last != 10 ? lineEnding : ""
    }
}
