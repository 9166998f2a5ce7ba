/// Java, Kotlin, C#, JavaScript and TypeScript: every `{…}` is a scope.
/// What comes before the brace tells which kind:
/// - `class`, `interface`, `enum`, `struct`, `record`, `object`,
///   `namespace` in the same statement: a type body (its fields are the
///   scope's declarations);
/// - `name(…) {` (a return type, `throws …` or `: Type` may sit between),
///   `function (…) {`, `(…) => {`, `(…) -> {`, `t => {`: a function, whose
///   parameters belong to it;
/// - anything else (`if (…) {`, `else {`, `try {`, object literals): a block.
extension LexicalScopes {
    static func braceScopes(_ stream: TokenStream, language: SourceLanguage) -> [Scope] {
        var scopes: [Scope] = []
        var open: [Int] = []
        for index in 0..<stream.count where stream[index].kind == .punctuation {
            if stream.isPunctuation(index, "{") {
                open.append(index)
            } else if stream.isPunctuation(index, "}"), let opener = open.popLast() {
                scopes.append(braceScope(stream, open: opener, close: index, language: language))
            }
        }
        return scopes
    }

    private static func braceScope(_ stream: TokenStream, open: Int, close: Int, language: SourceLanguage) -> Scope {
        let body = (open + 1)..<close
        if let name = typeName(stream, before: open) {
            return Scope(kind: .type, tokens: body, parent: nil, name: name.map { stream.text($0) } ?? "", nameToken: name)
        }
        guard let header = functionHeader(stream, before: open) else {
            return Scope(kind: .block, tokens: body, parent: nil, name: "")
        }
        let nameComesLast = language == .java || language == .csharp
        var parameters: [(name: String, token: Int)] = []
        if let parameterList = header.parameters {
            parameters = Self.parameters(
                stream, open: parameterList.lowerBound, close: parameterList.upperBound, nameComesLast: nameComesLast)
        } else if let single = header.single {
            parameters = [(ConstantTable.key(stream.text(single)), single)]
        }
        return Scope(
            kind: .function, tokens: body, parent: nil, name: header.name.map { stream.text($0) } ?? "",
            nameToken: header.name, parameters: parameters)
    }

    /// For a type body's `{` at `open`: the token naming the type (or
    /// `.some(nil)` for an anonymous one); `nil` when it is no type body.
    private static func typeName(_ stream: TokenStream, before open: Int) -> Int?? {
        let depth = stream.depths[open]
        var index = open - 1
        while index >= 0, index > open - 48 {
            if stream.depths[index] == depth {
                if stream.isPunctuation(index, ";") || stream.isPunctuation(index, "{")
                    || stream.isPunctuation(index, "}") || stream.isPunctuation(index, "=")
                {
                    return nil
                }
                if stream.isIdentifier(index, in: typeKeywords) {
                    let name = index + 1 < open && stream[index + 1].kind == .identifier ? index + 1 : nil
                    return .some(name)
                }
            } else if stream.depths[index] < depth {
                return nil
            }
            index -= 1
        }
        return nil
    }

    private static let typeKeywords: [StaticString] = [
        "class", "interface", "enum", "struct", "record", "object", "namespace", "trait",
    ]

    /// The header of a function body whose `{` is at `open`: its name
    /// token (if any) and its parameter list's brackets, or its one
    /// unbracketed parameter (`t => {`).
    private static func functionHeader(_ stream: TokenStream, before open: Int)
        -> (name: Int?, parameters: ClosedRange<Int>?, single: Int?)?
    {
        var index = open - 1
        // `=> {` and `-> {`: an arrow function or lambda.
        if stream.isPunctuation(index, ">"), stream.isPunctuation(index - 1, "=") || stream.isPunctuation(index - 1, "-") {
            let arrow = index - 1
            if stream.isPunctuation(arrow - 1, ")"), let opener = stream.openingParenthesis(closing: arrow - 1) {
                return (assignedName(stream, before: opener), opener...(arrow - 1), nil)
            }
            if arrow >= 1, stream[arrow - 1].kind == .identifier {
                return (assignedName(stream, before: arrow - 1), nil, arrow - 1)
            }
            return nil
        }
        // A return type, `throws …`, `where T : …`, Kotlin's `: Type`.
        let depth = stream.depths[open]
        while index >= 0, index > open - 24, stream.depths[index] == depth,
            stream[index].kind == .identifier || stream.isPunctuation(index, ":") || stream.isPunctuation(index, ".")
                || stream.isPunctuation(index, "?") || stream.isPunctuation(index, "<")
                || stream.isPunctuation(index, ">") || stream.isPunctuation(index, ",")
                || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "]")
        {
            index -= 1
        }
        guard stream.isPunctuation(index, ")"), let opener = stream.openingParenthesis(closing: index) else {
            return nil
        }
        let name = opener - 1
        if stream.isIdentifier(name, "function") { return (assignedName(stream, before: name), opener...index, nil) }
        guard name >= 0, stream[name].kind == .identifier, !stream.isIdentifier(name, in: controlKeywords) else {
            return nil
        }
        return (name, opener...index, nil)
    }

    /// `if (…) {` and the like open blocks, not functions.
    private static let controlKeywords: [StaticString] = [
        "if", "for", "foreach", "while", "switch", "catch", "using", "lock", "synchronized", "when", "with", "fixed",
        "else", "do", "try", "return", "new", "await", "typeof", "in", "of",
    ]

    /// `const name = (…) =>`, `name: function (…)`: the name a function
    /// expression is given.
    private static func assignedName(_ stream: TokenStream, before index: Int) -> Int? {
        if stream.isPunctuation(index - 1, "=") || stream.isPunctuation(index - 1, ":"), index >= 2,
            stream[index - 2].kind == .identifier
        {
            return index - 2
        }
        if stream.isIdentifier(index - 1, "async") { return assignedName(stream, before: index - 1) }
        return nil
    }
}
