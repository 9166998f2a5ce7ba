/// Finds the declarations a locator argument may name, in one tokenized
/// source, statically: `NAME = value` statements (with the type or keyword
/// before the name that each language puts there), Kotlin and TypeScript
/// `val X: String = …`, and the per-language forms of
/// `ConstantFinder+<Language>.swift`. Nothing is run: a value counts only
/// when it is made of string literals.
///
/// Keyword arguments (`f(value = x)`, `@FindBy(xpath = X)`) are not
/// declarations: an `=` inside `(` or `[` is skipped.
package struct ConstantFinder {
    package let stream: TokenStream
    package let language: SourceLanguage
    package let fileIndex: Int
    /// For each token, the index of the bracket it sits in, or -1.
    package let enclosing: [Int]
    package var declarations: [ConstantDeclaration] = []
    /// How many times each name is assigned in each scope (declarations
    /// included; `x += …` counts).
    package var assignments: [ScopedName: Int] = [:]
    /// The functions, types and blocks names belong to.
    package let scopes: LexicalScopes
    /// The scopes each name is declared in so far, for a reassignment
    /// (`x = …` without a type or keyword) to find its variable.
    private var declaredScopes: [String: Set<Int>] = [:]
    /// Names of classes, objects and modules declared here: qualifiers a
    /// use may put before a constant of this file (`Locators.DONE`).
    private(set) var owners: Set<String> = []
    /// Python `import pages.login as loc`: alias to module name.
    package var moduleAliases: [String: String] = [:]

    package init(stream: TokenStream, language: SourceLanguage, fileIndex: Int) {
        self.stream = stream
        self.language = language
        self.fileIndex = fileIndex
        var enclosing = [Int](repeating: -1, count: stream.count)
        var open: [Int] = []
        for index in 0..<stream.count {
            enclosing[index] = open.last ?? -1
            guard stream[index].kind == .punctuation else { continue }
            switch stream.bytes[stream[index].start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast()
            default: break
            }
        }
        self.enclosing = enclosing
        self.scopes = LexicalScopes(stream: stream, language: language)
    }

    package mutating func run() {
        if language == .robot { return runRobot() }
        for index in 0..<stream.count where stream[index].kind == .identifier {
            if stream.isIdentifier(index - 1, in: ["class", "object", "interface", "module", "struct", "enum"]) {
                owners.insert(stream.text(index))
                continue
            }
            if isInsideCallArguments(index) { continue }
            if let equals = assignmentOperator(after: index) {
                guard !stream.isPunctuation(index - 1, ".") || isSelfQualified(index) else { continue }
                let scope = declaringScope(nameAt: index)
                assignments[ScopedName(scope: scope, name: stream.text(index)), default: 0] += 1
                // `x += …` reassigns without declaring.
                guard !stream.isPunctuation(equals - 1, "+") || equals - 1 == index else { continue }
                declare(nameAt: index, valueAt: equals + 1, scope: scope)
            } else if language.isJavaScriptFamily, let colon = objectPropertyColon(after: index) {
                let scope = scopes.scope(of: index)
                assignments[ScopedName(scope: scope, name: stream.text(index)), default: 0] += 1
                declare(nameAt: index, valueAt: colon + 1, scope: scope, isObjectProperty: true)
            }
        }
        if language == .python { findPythonImports() }
    }

    /// The `=` assigning to the identifier at `index`: right after it, after
    /// a compound operator (`+=`), or after a type annotation (`X: String =`,
    /// `val X: String? =`). `==`, `=>` and `=~` are not assignments.
    private func assignmentOperator(after index: Int) -> Int? {
        var position = index + 1
        if stream.isPunctuation(position, ":"), language == .kotlin || language.isJavaScriptFamily
            || language == .python
        {
            // A simple type: identifiers, dots, `?`, `<…>`, `[]`, on the same line.
            position += 1
            while position < stream.count, !stream[position].followsLineBreak,
                stream[position].kind == .identifier || stream.isPunctuation(position, ".")
                    || stream.isPunctuation(position, "?") || stream.isPunctuation(position, "<")
                    || stream.isPunctuation(position, ">") || stream.isPunctuation(position, "[")
                    || stream.isPunctuation(position, "]") || stream.isPunctuation(position, "|")
            {
                position += 1
            }
            guard position > index + 2 else { return nil }
        } else if stream.isPunctuation(position, "+"), stream.isPunctuation(position + 1, "="),
            stream[position + 1].start == stream[position].end
        {
            return isPlainEquals(position + 1) ? position + 1 : nil
        }
        guard stream.isPunctuation(position, "="), isPlainEquals(position) else { return nil }
        // `a == b`, `a <= b`: the `=` is the second byte of an operator.
        if stream.isPunctuation(position - 1, "="), stream[position - 1].end == stream[position].start {
            return nil
        }
        return position
    }

    private func isPlainEquals(_ position: Int) -> Bool {
        guard position + 1 < stream.count else { return true }
        let next = stream[position + 1]
        guard next.start == stream[position].end, next.kind == .punctuation else { return true }
        let byte = stream.bytes[next.start]
        return byte != UInt8(ascii: "=") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "~")
    }

    /// `self.X =` and `this.X =`: a field set on the object, declared by name.
    private func isSelfQualified(_ index: Int) -> Bool {
        stream.isIdentifier(index - 2, in: ["self", "this", "cls"]) && !stream.isPunctuation(index - 3, ".")
    }

    /// Whether the identifier sits in `(…)` or `[…]`, where `name = value`
    /// is a keyword argument, an annotation element or a default value.
    private func isInsideCallArguments(_ index: Int) -> Bool {
        let opener = enclosing[index]
        guard opener >= 0 else { return false }
        return stream.isPunctuation(opener, "(") || stream.isPunctuation(opener, "[")
    }

    /// Records the declaration whose value starts at token `first`.
    private mutating func declare(nameAt index: Int, valueAt first: Int, scope: Int, isObjectProperty: Bool = false) {
        guard first < stream.count else { return }
        // `const LoginPage = { signIn: '//…' }`: the object qualifies its
        // properties (`LoginPage.signIn`).
        if stream.isPunctuation(first, "{") { owners.insert(stream.text(index)) }
        var (end, value, style) = literalValue(from: first)
        // Ruby's `X = '//a'.freeze`: the literal is the value a rewrite
        // replaces; `.freeze` stays.
        if language == .ruby, value != nil, stream.isPunctuation(end - 2, "."), stream.isIdentifier(end - 1, "freeze") {
            end -= 2
        }
        let name = stream.text(index)
        declarations.append(
            ConstantDeclaration(
                name: name, fileIndex: fileIndex, nameRange: stream[index].range,
                valueRange: stream[first].start..<stream[max(first, end - 1)].end, value: value, literalStyle: style,
                isConstant: isConstantDeclaration(nameAt: index), scope: scope, isObjectProperty: isObjectProperty))
        declaredScopes[ScopedName(scope: 0, name: name).name, default: []].insert(scope)
    }

    /// The value from token `first`: string literals joined by `+` (or side
    /// by side where the language joins them), possibly in parentheses,
    /// ending the statement. Returns the end token, and the value and style
    /// when it is literal.
    private func literalValue(from first: Int) -> (end: Int, value: String?, style: LiteralStyle?) {
        var index = first
        var parentheses = 0
        while stream.isPunctuation(index, "(") {
            parentheses += 1
            index += 1
        }
        var value = ""
        var style: LiteralStyle?
        var expectsLiteral = true
        while index < stream.count {
            let token = stream[index]
            if token.kind == .string, expectsLiteral || language.joinsAdjacentLiterals, let text = token.literal?.value {
                if style == nil { style = token.literal?.style }
                value += text
                expectsLiteral = false
                index += 1
                continue
            }
            if !expectsLiteral, stream.isPunctuation(index, "+") {
                expectsLiteral = true
                index += 1
                continue
            }
            break
        }
        var closed = 0
        while closed < parentheses, stream.isPunctuation(index, ")") {
            closed += 1
            index += 1
        }
        if language == .ruby, !expectsLiteral, stream.isPunctuation(index, "."), stream.isIdentifier(index + 1, "freeze") {
            index += 2
        }
        let literal = !expectsLiteral && closed == parentheses && endsStatement(at: index, after: first)
        if literal { return (index, value, style) }
        return (statementEnd(from: first), nil, nil)
    }

    /// Whether the value ends at token `index`: the end of the text, `;`,
    /// `,`, a closing bracket, or a line break (for the languages without
    /// semicolons, and Java's `String X = "a"\n + b` is caught by the `+`).
    private func endsStatement(at index: Int, after first: Int) -> Bool {
        guard index < stream.count else { return true }
        if stream.isPunctuation(index, ";") || stream.isPunctuation(index, ",") || stream.isPunctuation(index, "}")
            || stream.isPunctuation(index, ")") || stream.isPunctuation(index, "]")
        {
            return true
        }
        return stream[index].followsLineBreak && !stream.isPunctuation(index, "+") && !stream.isPunctuation(index, ".")
            && !stream.isPunctuation(index, "?") && !stream.isPunctuation(index, "%")
    }

    /// Where a non-literal value ends (for its range): the next `;` or line
    /// break at the value's depth.
    private func statementEnd(from first: Int) -> Int {
        let depth = stream.depths[first]
        var index = first + 1
        while index < stream.count {
            if stream.depths[index] < depth { break }
            if stream.depths[index] == depth {
                if stream.isPunctuation(index, ";") || stream.isPunctuation(index, ",") { break }
                if stream[index].followsLineBreak { break }
            }
            index += 1
        }
        return index
    }

    /// `final`, `const`, `val`, `readonly` before the name in its statement;
    /// an upper-case name in Python and Ruby, where that is the convention;
    /// an object property in JavaScript.
    private func isConstantDeclaration(nameAt index: Int) -> Bool {
        if language.isJavaScriptFamily, enclosing[index] >= 0, stream.isPunctuation(enclosing[index], "{"),
            !stream.isPunctuation(index + 1, "=")
        {
            return true
        }
        if language == .python || language == .ruby {
            let name = stream.text(index)
            return name.first?.isUppercase == true && name == name.uppercased()
        }
        var position = index - 1
        while position >= 0, position > index - 8, !stream[position + 1].followsLineBreak || position == index - 1 {
            if stream.isIdentifier(position, in: ["final", "const", "val", "readonly"]) { return true }
            if stream.isPunctuation(position, ";") || stream.isPunctuation(position, "{")
                || stream.isPunctuation(position, "}")
            {
                break
            }
            position -= 1
        }
        return false
    }
}

/// Which scope an assignment declares its name in, by the language's rules.
extension ConstantFinder {
    /// - Python: `self.x`/`cls.x` belongs to the class around the method;
    ///   any other name to the function, class body or module it is
    ///   assigned in (an assignment makes a local).
    /// - Ruby: `@x` and constants (`X`) belong to the class or module
    ///   around; a local to its method or block, unless a block reassigns a
    ///   local of the method around it.
    /// - Braces: `this.x`/`self.x` belongs to the class around; a name
    ///   declared with a type or keyword (`String x`, `let x`, `val x`) to
    ///   its block, JavaScript's `var` to its function; a bare `x = …`
    ///   reassigns the variable it names in a block around, if any.
    package mutating func declaringScope(nameAt index: Int) -> Int {
        let here = scopes.scope(of: index)
        switch language {
        case .robot, .swift:
            return here
        case .python:
            if isSelfQualified(index) { return scopes.nearest([.type], from: here) ?? here }
            return here
        case .ruby:
            let name = stream.text(index)
            if stream.isPunctuation(index - 1, "@") || name.first?.isUppercase == true {
                return scopes.nearest([.type, .file], from: here) ?? 0
            }
            return visibleDeclaration(of: name, from: here, throughFunctions: false) ?? here
        case .java, .kotlin, .csharp, .javascript, .typescript:
            if isSelfQualified(index) { return scopes.nearest([.type], from: here) ?? 0 }
            if stream.isIdentifier(index - 1, "var"), language.isJavaScriptFamily {
                return scopes.nearest([.function, .file], from: here) ?? 0
            }
            if hasDeclaringWord(before: index) { return here }
            return visibleDeclaration(of: stream.text(index), from: here, throughFunctions: true) ?? here
        }
    }

    /// The nearest scope around `scope` that declares `name` so far.
    private func visibleDeclaration(of name: String, from scope: Int, throughFunctions: Bool) -> Int? {
        guard let declared = declaredScopes[ScopedName(scope: 0, name: name).name] else { return nil }
        for candidate in scopes.chain(from: scope) {
            if declared.contains(candidate) { return candidate }
            if !throughFunctions, scopes[candidate].kind == .function { return nil }
        }
        return nil
    }

    /// A type or declaring keyword right before the name (`String x`,
    /// `List<String> x`, `string? x`, `String[] x`, `let x`, `val x`).
    private func hasDeclaringWord(before index: Int) -> Bool {
        guard index > 0, !stream[index].followsLineBreak else { return false }
        if stream[index - 1].kind == .identifier {
            return !stream.isIdentifier(index - 1, in: ["return", "else", "new", "await", "yield", "throw", "in", "case"])
        }
        return stream.isPunctuation(index - 1, ">") || stream.isPunctuation(index - 1, "]")
            || stream.isPunctuation(index - 1, "?")
    }
}
