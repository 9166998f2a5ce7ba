/// A function of the scanned project that returns one expression: what
/// ``StaticEvaluator`` evaluates at a call whose arguments are known
/// (`SupportLib.GetXPath("Button", "name", "OK")`, Ruby's
/// `string_attr_exact(name)`, a Python method returning
/// `f"//*[@text='{t}']"`).
///
/// Found forms, by language:
/// - a body with exactly one `return`, at its top level (locals declared
///   before it are looked up when the expression names them);
/// - an expression body: Kotlin `fun f(t: String) = …`, C# `… F(string t)
///   => …;`, JavaScript `(t) => …` assigned to a name, Ruby's endless
///   `def f(t) = …`;
/// - Ruby: the method's last expression when it has no `return`;
/// - Robot Framework: a keyword's `RETURN` (or `[Return]`) cell.
package struct ProjectFunction: Sendable {
    package var name: String
    package var fileIndex: Int
    /// The class, object or module around it, if any.
    package var owner: String?
    /// Parameter names in order (their keys), with their tokens.
    package var parameters: [String]
    /// The tokens of the returned expression.
    package var expression: Range<Int>
    /// The token naming the function, for reasons.
    package var nameToken: Int

    /// The name calls are matched by: Robot Framework matches keyword
    /// names ignoring case, spaces and underscores.
    package static func key(_ name: String, language: SourceLanguage) -> String {
        language == .robot ? name.lowercased().filter { $0 != " " && $0 != "_" } : name
    }

    /// The project functions of one source.
    static func find(
        in stream: TokenStream, language: SourceLanguage, scopes: LexicalScopes, fileIndex: Int
    ) -> [ProjectFunction] {
        var found: [ProjectFunction] = []
        for (index, scope) in scopes.scopes.enumerated() where scope.kind == .function && !scope.name.isEmpty {
            guard let nameToken = scope.nameToken,
                let expression = returnedExpression(of: index, in: stream, language: language, scopes: scopes)
            else { continue }
            let owner = scopes.nearest([.type], from: index).map { scopes[$0].name }
            found.append(
                ProjectFunction(
                    name: scope.name, fileIndex: fileIndex, owner: owner, parameters: scope.parameters.map(\.name),
                    expression: expression, nameToken: nameToken))
        }
        if language != .robot, language != .python {
            found += expressionBodied(in: stream, language: language, scopes: scopes, fileIndex: fileIndex)
        }
        return found
    }

    /// The expression the function (scope `index`) returns, if it has one
    /// form above.
    private static func returnedExpression(
        of index: Int, in stream: TokenStream, language: SourceLanguage, scopes: LexicalScopes
    ) -> Range<Int>? {
        let body = scopes[index].tokens
        guard !body.isEmpty else { return nil }
        if language == .robot {
            for cell in body where stream[cell].kind == .string {
                let text = stream.text(cell).lowercased()
                guard text == "return" || text == "[return]", cell + 1 < body.upperBound,
                    stream[cell + 1].followsLineBreak == false
                else { continue }
                var end = cell + 1
                while end < body.upperBound, !stream[end].followsLineBreak { end += 1 }
                return (cell + 1)..<end
            }
            return nil
        }
        // Returns of nested functions are theirs, not this one's.
        let returns = body.filter {
            stream.isIdentifier($0, "return") && scopes.nearest([.function], from: scopes.scope(of: $0)) == index
        }
        if returns.count > 1 { return nil }
        let base = stream.depths[body.lowerBound]
        if let only = returns.first {
            guard stream.depths[only] == base else { return nil }
            let end = expressionEnd(from: only + 1, in: stream, language: language, limit: body.upperBound)
            return end > only + 1 ? (only + 1)..<end : nil
        }
        guard language == .ruby else { return nil }
        // Ruby returns the last expression: the body's last statement.
        var start = body.upperBound - 1
        while start > body.lowerBound, !(stream[start].followsLineBreak && stream.depths[start] == base) { start -= 1 }
        guard !stream.isIdentifier(start, in: ["end", "if", "unless", "while", "until", "case", "begin", "raise"]) else {
            return nil
        }
        return start..<body.upperBound
    }

    /// Where an expression from `first` ends: `;`, a closing bracket, or a
    /// line break at its depth that no operator continues.
    static func expressionEnd(from first: Int, in stream: TokenStream, language: SourceLanguage, limit: Int) -> Int {
        guard first < limit else { return first }
        let depth = stream.depths[first]
        var index = first
        while index < limit {
            if stream.depths[index] < depth { break }
            if stream.depths[index] == depth {
                if stream.isPunctuation(index, ";") || stream.isPunctuation(index, ",") || stream.isPunctuation(index, ")")
                    || stream.isPunctuation(index, "}") || stream.isPunctuation(index, "]")
                {
                    break
                }
                if index > first, stream[index].followsLineBreak, !stream.isPunctuation(index, "+"),
                    !stream.isPunctuation(index, "."), !stream.isPunctuation(index - 1, "+"),
                    !stream.isPunctuation(index - 1, "%"), !stream.isPunctuation(index, "%"),
                    !stream.isPunctuation(index - 1, "\\"), !stream.isPunctuation(index - 1, ",")
                {
                    break
                }
            }
            index += 1
        }
        return index
    }

    /// Kotlin `fun f(t: String): String = …`, C# `string F(string t) => …;`,
    /// JavaScript and TypeScript `const f = (t) => …` and `f = t => …`
    /// (Ruby's `def f(t) = …` is a scope, found above).
    private static func expressionBodied(
        in stream: TokenStream, language: SourceLanguage, scopes: LexicalScopes, fileIndex: Int
    ) -> [ProjectFunction] {
        guard language != .ruby, language != .java else { return [] }
        var found: [ProjectFunction] = []
        for open in 0..<stream.count where stream.isPunctuation(open, "(") || isSingleArrowParameter(open, stream) {
            var name: Int
            var parameters: [(name: String, token: Int)]
            var arrow: Int
            if stream.isPunctuation(open, "(") {
                guard let close = stream.closingBracket(from: open) else { continue }
                arrow = close + 1
                // A return type: Kotlin and TypeScript `: String`.
                if stream.isPunctuation(arrow, ":") {
                    arrow += 1
                    while arrow < stream.count,
                        stream[arrow].kind == .identifier || stream.isPunctuation(arrow, "?")
                            || stream.isPunctuation(arrow, ".")
                    {
                        arrow += 1
                    }
                }
                let assigned = stream.isIdentifier(open - 1, "async") ? open - 2 : open - 1
                if stream.isPunctuation(assigned, "="), assigned >= 1, stream[assigned - 1].kind == .identifier {
                    name = assigned - 1  // `const f = (t) =>`
                } else if stream[max(0, open - 1)].kind == .identifier, open >= 1 {
                    name = open - 1  // `fun f(t) =`, `string F(string t) =>`
                    if language == .kotlin, !stream.isIdentifier(open - 2, "fun") { continue }
                } else {
                    continue
                }
                parameters = LexicalScopes.parameters(
                    stream, open: open, close: close, nameComesLast: language == .csharp && name == open - 1)
            } else {
                name = open - 2  // `f = t =>`
                parameters = [(ConstantTable.key(stream.text(open)), open)]
                arrow = open + 1
            }
            let isArrow = stream.isPunctuation(arrow, "=") && stream.isPunctuation(arrow + 1, ">")
            let isKotlinBody = language == .kotlin && stream.isPunctuation(arrow, "=") && !isArrow
                && !stream.isPunctuation(arrow + 1, "=")
            guard isArrow || isKotlinBody, language != .kotlin || isKotlinBody else { continue }
            let start = isArrow ? arrow + 2 : arrow + 1
            guard start < stream.count, !stream.isPunctuation(start, "{") else { continue }
            let end = expressionEnd(from: start, in: stream, language: language, limit: stream.count)
            guard end > start else { continue }
            let owner = scopes.nearest([.type], from: scopes.scope(of: open)).map { scopes[$0].name }
            found.append(
                ProjectFunction(
                    name: stream.text(name), fileIndex: fileIndex, owner: owner, parameters: parameters.map(\.name),
                    expression: start..<end, nameToken: name))
        }
        return found
    }

    /// `t` in `f = t => …`.
    private static func isSingleArrowParameter(_ index: Int, _ stream: TokenStream) -> Bool {
        stream[index].kind == .identifier && stream.isPunctuation(index + 1, "=") && stream.isPunctuation(index + 2, ">")
            && stream.isPunctuation(index - 1, "=") && index >= 2 && stream[index - 2].kind == .identifier
    }
}
