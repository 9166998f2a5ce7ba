/// Names looked up where they are used, as each language scopes them.
extension ConstantTable {
    /// What a name at one place of a source stands for.
    package enum Binding: Equatable {
        /// Declarations of one scope around the use (several: reassignments).
        case declarations([ConstantDeclaration])
        /// A parameter of the function (scope) around the use, at its token.
        case parameter(scope: Int, token: Int)
        /// Nothing around the use declares it.
        case none
    }

    /// Qualifiers that name the object a method runs on: the name is a
    /// field or attribute of the class around (`@` is Ruby's `@name`).
    static let selfQualifiers: Set<String> = ["self", "this", "cls", "@", "Me"]

    /// The qualifier before the name at `index`: `Locators` in
    /// `Locators.DONE` and Ruby's `Locators::DONE`, and `@` for Ruby's
    /// instance variables.
    static func qualifier(before index: Int, in stream: TokenStream, language: SourceLanguage) -> String? {
        if language == .ruby, stream.isPunctuation(index - 1, "@"), stream[index].start == stream[index - 1].end {
            return "@"
        }
        return stream.qualifierIndex(before: index, doubleColon: language == .ruby).map { stream.text($0) }
    }

    /// What `name` stands for at token `token` of file `fileIndex`:
    /// - with `self.`, `this.`, `cls.` or `@`: a declaration in the class
    ///   around;
    /// - else, from the innermost scope out: a parameter of that scope, or
    ///   its declarations. Python's methods do not see their class body's
    ///   names bare, and a Ruby `def` sees no local from outside it (only
    ///   constants).
    package func binding(of name: String, qualifier: String?, inFile fileIndex: Int, at token: Int) -> Binding {
        let key = Self.key(name)
        let source = sources[fileIndex]
        let scopes = source.scopes
        let declared = { (scope: Int) in self.declarations(in: scope, ofFile: fileIndex, named: key) }
        let start = scopes.scope(of: token)
        if let qualifier {
            guard Self.selfQualifiers.contains(qualifier) else { return .none }
            let type = scopes.nearest([.type], from: start) ?? 0
            let found = declared(type)
            return found.isEmpty ? .none : .declarations(found)
        }
        let isRubyLocal = source.language == .ruby && name.first?.isUppercase != true
        var crossedFunction = false
        for scope in scopes.chain(from: start) {
            let current = scopes[scope]
            let hidden =
                crossedFunction
                && ((source.language == .python && current.kind == .type) || isRubyLocal)
            if !hidden {
                if let parameter = current.parameters.first(where: { $0.name == key }) {
                    return .parameter(scope: scope, token: parameter.token)
                }
                let found = declared(scope)
                if !found.isEmpty { return .declarations(found) }
            }
            if current.kind == .function { crossedFunction = true }
        }
        return .none
    }

    /// The parameter names of the first function named `name` in the
    /// scanned files, or `nil` when none declares it.
    package func parameters(ofFunctionNamed name: String) -> [String]? {
        for source in sources {
            if let scope = source.scopes.scopes.first(where: { $0.kind == .function && $0.name == name }) {
                return scope.parameters.map(\.name)
            }
        }
        return nil
    }

    /// "a parameter of 'tapByText' (Pages.java:12)".
    func describe(parameter token: Int, of scope: Int, inFile fileIndex: Int) -> String {
        let source = sources[fileIndex]
        let line = source.lines.position(of: source.stream[token].start).line
        let owner = source.scopes[scope].name
        return "a parameter of \(owner.isEmpty ? "a function" : Self.quoted(owner)) (\(source.file):\(line))"
    }

    /// "function 'tapByText' of Pages.java", "the function at
    /// login.spec.js:14", "Pages.java" for the file itself.
    func describe(scope: Int, inFile fileIndex: Int) -> String {
        let source = sources[fileIndex]
        let found = source.scopes[scope]
        let what: String
        switch found.kind {
        case .file: return source.file
        case .type: what = "type"
        case .function: what = "function"
        case .block: what = "block"
        }
        guard found.name.isEmpty else { return "\(what) \(Self.quoted(found.name)) of \(source.file)" }
        // An anonymous one by where it opens (`it('…', async () => {`).
        let line = source.lines.position(of: source.stream[max(0, found.tokens.lowerBound - 1)].start).line
        return "the \(what) at \(source.file):\(line)"
    }
}
