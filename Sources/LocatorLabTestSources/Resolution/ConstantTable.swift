
/// Every declaration of every scanned test source, built before any file is
/// converted, so a locator can name a constant declared in another file
/// (`Locators.DONE`, `from locators import SIGN_IN`, `loc.SIGN_IN`). Each
/// declaration keeps its file and byte range: a rewrite through a constant
/// edits the declaration where it is.
///
/// **The rule.** A name used as a locator argument resolves to a value when
/// 1. it is declared where it is used, as the language scopes names
///    (``LexicalScopes``, ``binding(of:qualifier:inFile:at:)``): the
///    function or block around the use, then the ones around that; a
///    parameter found first names the argument the value comes from, and
///    the locator stays dynamic;
/// 2. else, a declaration at file or type level of the scanned files: with
///    a qualifier (`Locators.DONE`, `loc.X`, `Pages::X`), one in a file that
///    declares that class, object or module (or a module imported under
///    that alias); without one, one in another file;
/// 3. exactly one such declaration is left (files declaring the same value
///    count as one);
/// 4. the name is assigned only once in the declaration's scope (ten
///    methods each declaring `xpath` assign ten variables once each);
/// 5. the value is made of string literals only.
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
        package var assignments: [ScopedName: Int]
        package var scopes: LexicalScopes
    }

    /// One use of a declared name: a token outside its declaration.
    package struct Use: Hashable {
        package var fileIndex: Int
        /// The name token's byte range.
        package var range: Range<Int>
        /// The token's index, for the scopes around it.
        package var token: Int
        /// The name before a `.` (`Locators` in `Locators.DONE`), if any.
        package var qualifier: String? = nil
    }

    package enum Lookup {
        case resolved(ConstantReference)
        /// Not known statically: why, as a sentence fragment.
        case unresolved(String)
    }

    /// A name's one declaration (rule steps 1 to 4), whatever its value.
    package enum Found {
        case declaration(ConstantDeclaration)
        case unresolved(String)
    }

    private(set) var sources: [Source] = []
    private(set) var declarations: [String: [ConstantDeclaration]] = [:]
    /// The same by file and scope: a suite's ten thousand `xpath` locals
    /// are found without reading the others.
    private var declarationsByScope: [ScopeKey: [ConstantDeclaration]] = [:]
    /// The project's functions returning one expression, by name
    /// (``ProjectFunction/key(_:language:)``).
    private(set) var functions: [String: [ProjectFunction]] = [:]
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
                moduleAliases: finder.moduleAliases, assignments: finder.assignments, scopes: finder.scopes))
        for declaration in finder.declarations {
            declarations[Self.key(declaration.name), default: []].append(declaration)
            declarationsByScope[
                ScopeKey(fileIndex: declaration.fileIndex, name: ScopedName(scope: declaration.scope, name: declaration.name)),
                default: []
            ].append(declaration)
        }
        for function in ProjectFunction.find(in: stream, language: language, scopes: finder.scopes, fileIndex: sources.count - 1) {
            functions[ProjectFunction.key(function.name, language: language), default: []].append(function)
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
                        usesByName[name, default: []].append(
                            Use(fileIndex: fileIndex, range: stream[index].range, token: index))
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
                let qualifier = Self.qualifier(before: index, in: stream, language: source.language)
                usesByName[name, default: []].append(
                    Use(fileIndex: fileIndex, range: stream[index].range, token: index, qualifier: qualifier))
            }
        }
    }

    /// The uses of `declaration`'s name that refer to it: in its own file,
    /// those whose name resolves to it where they are (a same-named local
    /// of another function is another variable; an interpolation counts
    /// wherever it is, which can only keep a constant from being
    /// rewritten); in another file, a name qualified by the declaring
    /// class, object or module (or an alias of it), and an unqualified name
    /// only for a file- or type-level constant that is not an object
    /// property (a local or a property is not visible there bare).
    package func uses(of declaration: ConstantDeclaration) -> [Use] {
        let declaring = sources[declaration.fileIndex]
        return (usesByName[Self.key(declaration.name)] ?? []).filter { use in
            if use.fileIndex == declaration.fileIndex {
                guard declaring.stream[use.token].kind == .identifier else { return true }
                switch binding(of: declaration.name, qualifier: use.qualifier, inFile: use.fileIndex, at: use.token) {
                case .declarations(let found): return found.contains(declaration)
                case .parameter: return false
                case .none: return isVisibleElsewhere(declaration)
                }
            }
            guard isVisibleElsewhere(declaration) else { return false }
            if let qualifier = use.qualifier, !Self.selfQualifiers.contains(qualifier) {
                let module = sources[use.fileIndex].moduleAliases[qualifier] ?? qualifier
                return declaring.owners.contains(module)
            }
            return declaration.isConstant && !declaration.isObjectProperty
        }
    }

    private struct ScopeKey: Hashable {
        var fileIndex: Int
        var name: ScopedName
    }

    /// The declarations of `key` (``key(_:)``) in one scope of one file.
    func declarations(in scope: Int, ofFile fileIndex: Int, named key: String) -> [ConstantDeclaration] {
        declarationsByScope[ScopeKey(fileIndex: fileIndex, name: ScopedName(scope: scope, name: key))] ?? []
    }

    /// Whether a declaration is visible outside the scopes around it: one
    /// at file or type level, or a property of an object literal (through
    /// its object).
    func isVisibleElsewhere(_ declaration: ConstantDeclaration) -> Bool {
        declaration.isObjectProperty || sources[declaration.fileIndex].scopes.isShared(declaration.scope)
    }

    /// The value of the first declaration of `name` as written in its
    /// source, or `nil` when there is none.
    package func declaredText(of name: String) -> String? {
        guard let declaration = declarations[Self.key(name)]?.first else { return nil }
        return sources[declaration.fileIndex].stream.text(declaration.valueRange)
    }

    /// Resolves `name` (qualified by `qualifier`, if any) used at token
    /// `token` of file `fileIndex`, by the rule above. `written` is the
    /// qualified name as the source spells it (`Locators::DONE`), for the
    /// reasons.
    package func resolve(
        _ name: String, qualifier: String?, inFile fileIndex: Int, at token: Int, written: String? = nil
    ) -> Lookup {
        switch find(name, qualifier: qualifier, inFile: fileIndex, at: token, written: written) {
        case .unresolved(let reason):
            return .unresolved(reason)
        case .declaration(let declaration):
            let source = sources[declaration.fileIndex]
            guard declaration.value != nil else {
                let line = source.lines.position(of: declaration.nameRange.lowerBound).line
                return .unresolved(
                    "comes from \(Self.quoted(name)) (\(source.file):\(line)), assigned a value computed at run time")
            }
            return .resolved(reference(to: declaration, as: name))
        }
    }

    /// The reference a locator through `declaration` carries.
    package func reference(to declaration: ConstantDeclaration, as name: String) -> ConstantReference {
        let source = sources[declaration.fileIndex]
        return ConstantReference(
            name: name, file: source.file, position: source.lines.position(of: declaration.valueRange.lowerBound),
            isConstant: declaration.isConstant, declaration: declaration)
    }

    /// Steps 1 to 4 of the rule: the one declaration `name` stands for at
    /// token `token` of file `fileIndex`, or why there is none.
    package func find(
        _ name: String, qualifier: String?, inFile fileIndex: Int, at token: Int, written: String? = nil
    ) -> Found {
        let qualified = written ?? qualifier.map { "\($0).\(name)" } ?? name
        var candidates: [ConstantDeclaration]
        switch binding(of: name, qualifier: qualifier, inFile: fileIndex, at: token) {
        case .parameter(let scope, let parameter):
            return .unresolved("comes from \(Self.quoted(name)), \(describe(parameter: parameter, of: scope, inFile: fileIndex))")
        case .declarations(let found):
            candidates = found
        case .none:
            // Unqualified, this file's scopes around the use were searched.
            let all = (declarations[Self.key(name)] ?? []).filter {
                isVisibleElsewhere($0) && ($0.fileIndex != fileIndex || qualifier != nil)
            }
            if let qualifier, !Self.selfQualifiers.contains(qualifier) {
                let module = sources[fileIndex].moduleAliases[qualifier] ?? qualifier
                candidates = all.filter { sources[$0.fileIndex].owners.contains(module) }
                guard !candidates.isEmpty else {
                    return .unresolved("comes from \(Self.quoted(qualified)), which is not declared in the scanned files")
                }
            } else {
                candidates = all
                guard !candidates.isEmpty else {
                    return .unresolved(
                        "comes from \(Self.quoted(name)), a parameter or a name declared outside the scanned files")
                }
            }
        }
        // Several files declaring the name agree or count as unknown.
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
        let assigned = max(1, source.assignments[ScopedName(scope: declaration.scope, name: name)] ?? 1)
        if assigned > 1 {
            let lines = candidates.filter { $0.fileIndex == declaration.fileIndex && $0.scope == declaration.scope }.map {
                String(source.lines.position(of: $0.nameRange.lowerBound).line)
            }
            return .unresolved(
                "comes from \(Self.quoted(name)), which is assigned \(assigned) times in \(describe(scope: declaration.scope, inFile: declaration.fileIndex))"
                    + (lines.count > 1 ? " (lines \(lines.joined(separator: ", ")))" : ""))
        }
        return .declaration(declaration)
    }

}
