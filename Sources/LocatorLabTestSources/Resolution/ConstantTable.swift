
/// Every declaration of every scanned test source, built before any file is
/// converted, so a locator can name a constant declared in another file
/// (`Locators.DONE`, `from locators import SIGN_IN`, `loc.SIGN_IN`). Each
/// declaration keeps its file and byte range: a rewrite through a constant
/// edits the declaration where it is.
///
/// **The rule.** A name used as a locator argument resolves to a value when
/// 1. a declaration of that name exists in the scanned files: with a
///    qualifier (`Locators.DONE`, `loc.X`), one in a file that declares that
///    class or object, is that module (or a module imported under that
///    alias); without one, one in the same file, else one in another file;
/// 2. exactly one such declaration is left;
/// 3. the name is assigned only once in that file;
/// 4. the value is made of string literals only.
/// Otherwise the locator stays dynamic, with the step that failed as reason.
package struct ConstantTable {
    package struct Source {
        package var file: String
        package var language: SourceLanguage
        package var stream: TokenStream
        package var lines: LineIndex
        /// Class, object and module names a qualifier may use.
        package var owners: Set<String>
        package var moduleAliases: [String: String]
        package var assignments: [String: Int]
    }

    /// One use of a declared name: a token outside its declaration.
    package struct Use: Hashable {
        package var fileIndex: Int
        /// The name token's byte range.
        package var range: Range<Int>
        /// The name before a `.` (`Locators` in `Locators.DONE`), if any.
        package var qualifier: String? = nil
    }

    package enum Lookup {
        case resolved(ConstantReference)
        /// Not known statically: why, as a sentence fragment.
        case unresolved(String)
    }

    private(set) var sources: [Source] = []
    private var declarations: [String: [ConstantDeclaration]] = [:]
    private var usesByName: [String: [Use]] = [:]

    package init() {}

    /// Adds one lexed source; its index is the order added.
    package mutating func add(file: String, language: SourceLanguage, stream: TokenStream) {
        var finder = ConstantFinder(stream: stream, language: language, fileIndex: sources.count)
        finder.run()
        var owners = finder.owners
        let name = file.split(separator: "/").last.map(String.init) ?? file
        owners.insert(name.split(separator: ".").first.map(String.init) ?? name)
        sources.append(
            Source(
                file: file, language: language, stream: stream, lines: LineIndex(stream.bytes), owners: owners,
                moduleAliases: finder.moduleAliases, assignments: finder.assignments))
        for declaration in finder.declarations {
            declarations[Self.key(declaration.name), default: []].append(declaration)
        }
    }

    /// Records every use of a declared name; call once all sources are added.
    package mutating func indexUses() {
        let declared = Set(declarations.values.flatMap { $0.map { DeclarationKey($0) } })
        let declaredLengths = Set(declarations.keys.map(\.utf8.count))
        for (fileIndex, source) in sources.enumerated() {
            let stream = source.stream
            for index in 0..<stream.count {
                if stream[index].kind == .string, stream[index].literal?.isInterpolated == true {
                    // `"tapping #{COUPON}"`, `"${Locators.COUPON}"`, f-strings:
                    // a name inside an interpolation is a use too.
                    let text = stream.bytes[stream[index].range]
                    let names = source.language == .robot ? Self.robotVariables(in: text) : Self.words(in: text)
                    for name in names.map(Self.key) where declarations[name] != nil {
                        usesByName[name, default: []].append(Use(fileIndex: fileIndex, range: stream[index].range))
                    }
                    continue
                }
                // Most identifiers name no declaration; their length says so
                // without building a string (not for Robot's variables, which
                // match however they are spelled).
                guard stream[index].kind == .identifier,
                    source.language == .robot || declaredLengths.contains(stream[index].end - stream[index].start)
                else { continue }
                let name = Self.key(stream.text(index))
                guard declarations[name] != nil else { continue }
                if declared.contains(DeclarationKey(fileIndex: fileIndex, start: stream[index].start)) { continue }
                if Self.isImported(index, in: stream) { continue }
                let qualifier = stream.qualifierIndex(before: index, doubleColon: source.language == .ruby)
                    .map { stream.text($0) }
                usesByName[name, default: []].append(
                    Use(fileIndex: fileIndex, range: stream[index].range, qualifier: qualifier))
            }
        }
    }

    /// The uses of `declaration`'s name that may refer to it. Conservative
    /// in its own file (a same-named local elsewhere in it counts, which can
    /// only keep a constant from being rewritten); in another file, a name
    /// qualified by the declaring class, object or module (or an alias of
    /// it), and an unqualified name only for a constant that is not an
    /// object property (a local or a property is not visible there bare).
    package func uses(of declaration: ConstantDeclaration) -> [Use] {
        let declaring = sources[declaration.fileIndex]
        return (usesByName[Self.key(declaration.name)] ?? []).filter { use in
            if use.fileIndex == declaration.fileIndex { return true }
            if let qualifier = use.qualifier {
                let module = sources[use.fileIndex].moduleAliases[qualifier] ?? qualifier
                return declaring.owners.contains(module)
            }
            return declaration.isConstant && !declaration.isObjectProperty
        }
    }

    /// The value of the first declaration of `name` as written in its
    /// source, or `nil` when there is none.
    package func declaredText(of name: String) -> String? {
        guard let declaration = declarations[Self.key(name)]?.first else { return nil }
        return sources[declaration.fileIndex].stream.text(declaration.valueRange)
    }

    /// Resolves `name` (qualified by `qualifier`, if any) used in file
    /// `fileIndex`, by the rule above. `written` is the qualified name as
    /// the source spells it (`Locators::DONE`), for the reasons.
    package func resolve(_ name: String, qualifier: String?, inFile fileIndex: Int, written: String? = nil) -> Lookup {
        let qualified = written ?? qualifier.map { "\($0).\(name)" } ?? name
        let all = declarations[Self.key(name)] ?? []
        guard !all.isEmpty else {
            if qualifier != nil {
                return .unresolved(
                    "comes from \(Self.quoted(qualified)), which is not declared in the scanned files")
            }
            return .unresolved(
                "comes from \(Self.quoted(name)), a parameter or a name declared outside the scanned files")
        }
        var candidates: [ConstantDeclaration]
        if let qualifier, !["self", "this", "cls"].contains(qualifier) {
            let source = sources[fileIndex]
            let module = source.moduleAliases[qualifier] ?? qualifier
            candidates = all.filter { sources[$0.fileIndex].owners.contains(module) }
            guard !candidates.isEmpty else {
                return .unresolved("comes from \(Self.quoted(qualified)), which is not declared in the scanned files")
            }
        } else {
            let local = all.filter { $0.fileIndex == fileIndex }
            candidates = local.isEmpty ? all : local
        }
        // One declaration per file is assigned once; several in one file are
        // reassignments (or same-named locals), judged below.
        guard let declaration = candidates.first else { return .unresolved("comes from a variable, constant or call") }
        let files = Set(candidates.map(\.fileIndex))
        if files.count > 1 {
            let values = Set(candidates.map(\.value))
            if values.count > 1 || values.contains(nil) {
                return .unresolved(
                    "comes from \(Self.quoted(name)), declared in \(files.count) files with different values")
            }
        }
        let source = sources[declaration.fileIndex]
        // Robot counts every spelling of the variable as the same one.
        let assigned = source.language == .robot
            ? max(1, source.assignments.filter { Self.key($0.key) == Self.key(name) }.values.reduce(0, +))
            : source.assignments[name] ?? 1
        if assigned > 1 {
            let lines = candidates.filter { $0.fileIndex == declaration.fileIndex }.map {
                String(source.lines.position(of: $0.nameRange.lowerBound).line)
            }
            return .unresolved(
                "comes from \(Self.quoted(name)), which is assigned \(assigned) times in \(source.file)"
                    + (lines.count > 1 ? " (lines \(lines.joined(separator: ", ")))" : ""))
        }
        guard declaration.value != nil else {
            let line = source.lines.position(of: declaration.nameRange.lowerBound).line
            return .unresolved(
                "comes from \(Self.quoted(name)) (\(source.file):\(line)), assigned a value computed at run time")
        }
        return .resolved(
            ConstantReference(
                name: name, file: source.file, position: source.lines.position(of: declaration.valueRange.lowerBound),
                isConstant: declaration.isConstant, declaration: declaration))
    }

    private static func quoted(_ text: String) -> String { "'\(text)'" }

    /// The name declarations and uses are matched by. Robot Framework
    /// matches variables ignoring case, spaces and underscores (`${Sign In}`
    /// is `${SIGN_IN}`); every other name, and nothing else is written
    /// `${…}`, `@{…}` or `&{…}`, matches exactly.
    package static func key(_ name: String) -> String {
        guard name.count >= 3, let sigil = name.first, "$@&".contains(sigil), name.dropFirst().first == "{",
            name.last == "}"
        else { return name }
        let inner = name.dropFirst(2).dropLast().lowercased().filter { $0 != " " && $0 != "_" }
        return "\(sigil){\(inner)}"
    }

    /// The `${NAME}` variables written inside a Robot cell, once each.
    private static func robotVariables(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var names = Set<String>()
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
            {
                names.insert(String(decoding: bytes[index...close], as: UTF8.self))
                index = close + 1
            } else {
                index += 1
            }
        }
        return names
    }

    /// The identifier-like words of an interpolated literal's text, once each.
    private static func words(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var words = Set<String>()
        var current: [UInt8] = []
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        for byte in bytes {
            if isWordByte(byte) {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll()
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Whether the token names what an import brings in (`from m import X`,
    /// `import static a.Locators.DONE;`, `import { X } from './m'`,
    /// `using static …`): that is not a use of the value.
    private static func isImported(_ index: Int, in stream: TokenStream) -> Bool {
        var first = index
        while first > 0, !stream[first].followsLineBreak { first -= 1 }
        if stream.isIdentifier(first, in: ["import", "from", "using", "export"]) { return true }
        // `import {\n  A,\n  B\n} from …`: the names sit in braces after `import`.
        var position = index - 1
        while position >= 0, position > index - 64 {
            if stream.isPunctuation(position, "{") {
                // `const { A, B } = require(…)` and `module.exports = { A, B }`
                // name values, they do not use them.
                if stream.isIdentifier(position - 1, in: ["import", "export", "const", "let", "var"]) { return true }
                return stream.isPunctuation(position - 1, "=") && stream.isIdentifier(position - 2, "exports")
            }
            if stream.isPunctuation(position, "}") || stream.isPunctuation(position, ";") { return false }
            position -= 1
        }
        return false
    }

    private struct DeclarationKey: Hashable {
        package var fileIndex: Int
        package var start: Int

        package init(fileIndex: Int, start: Int) {
            self.fileIndex = fileIndex
            self.start = start
        }

        package init(_ declaration: ConstantDeclaration) {
            self.init(fileIndex: declaration.fileIndex, start: declaration.nameRange.lowerBound)
        }
    }
}
