/// Python and Ruby: a `def` or `class` (Ruby: `module`) starts a scope that
/// runs while the lines are indented deeper than its own (Python), or to
/// the `end` written at its own indentation (Ruby, as every style guide
/// and `rubocop`'s `Layout/EndAlignment` write it). Python's `def f(x): …`
/// on one line and Ruby's endless `def f(x) = …` end with their line.
extension LexicalScopes {
    static func pythonScopes(_ stream: TokenStream) -> [Scope] {
        var scopes: [Scope] = []
        for index in 0..<stream.count where stream.isIdentifier(index, in: ["def", "class"]) {
            let lineStart = index > 0 && stream.isIdentifier(index - 1, "async") ? index - 1 : index
            guard stream[lineStart].followsLineBreak || lineStart == 0, index + 1 < stream.count,
                stream[index + 1].kind == .identifier
            else { continue }
            let isFunction = stream.equals(index, "def")
            var colon = index + 2
            var parameters: [(name: String, token: Int)] = []
            if stream.isPunctuation(colon, "("), let close = stream.closingBracket(from: colon) {
                if isFunction { parameters = Self.parameters(stream, open: colon, close: close, nameComesLast: false) }
                colon = close + 1
            }
            // `-> Type` before the colon, on the header's line.
            while colon < stream.count, !(stream.isPunctuation(colon, ":") && stream.depths[colon] == stream.depths[index]) {
                if colon > index + 2, stream[colon].followsLineBreak, stream.depths[colon] == stream.depths[index] { break }
                colon += 1
            }
            guard stream.isPunctuation(colon, ":"), colon + 1 < stream.count else { continue }
            let column = Self.column(stream, of: lineStart)
            var end = colon + 1
            if stream[colon + 1].followsLineBreak {
                while end < stream.count,
                    !(stream[end].followsLineBreak && stream.depths[end] == stream.depths[index]
                        && Self.column(stream, of: end) <= column)
                {
                    end += 1
                }
            } else {
                while end < stream.count, !stream[end].followsLineBreak || stream.depths[end] > stream.depths[index] {
                    end += 1
                }
            }
            scopes.append(
                Scope(
                    kind: isFunction ? .function : .type, tokens: (colon + 1)..<end, parent: nil,
                    name: stream.text(index + 1), nameToken: index + 1, parameters: parameters))
        }
        return scopes
    }

    static func rubyScopes(_ stream: TokenStream) -> [Scope] {
        var scopes: [Scope] = []
        for index in 0..<stream.count where stream.isIdentifier(index, in: ["def", "class", "module"]) {
            var lineStart = index
            while lineStart > 0, !stream[lineStart].followsLineBreak { lineStart -= 1 }
            // `private def x`, but not `x.class` or `obj.def`.
            guard lineStart == index || stream.isIdentifier(lineStart, in: ["private", "protected", "public"]),
                !stream.isPunctuation(index - 1, "."), index + 1 < stream.count, !stream[index + 1].followsLineBreak
            else { continue }
            let isFunction = stream.equals(index, "def")
            var name = index + 1
            // `def self.name`, `class A::B`.
            while stream.isPunctuation(name + 1, ".") || (stream.isPunctuation(name + 1, ":") && stream.isPunctuation(name + 2, ":")) {
                name += stream.isPunctuation(name + 1, ".") ? 2 : 3
            }
            guard name < stream.count, stream[name].kind == .identifier else { continue }
            var headerEnd = name + 1
            var parameters: [(name: String, token: Int)] = []
            if isFunction, stream.isPunctuation(headerEnd, "("), !stream[headerEnd].followsSpace,
                let close = stream.closingBracket(from: headerEnd)
            {
                parameters = Self.parameters(stream, open: headerEnd, close: close, nameComesLast: false)
                headerEnd = close + 1
            } else if isFunction {
                var lineEnd = headerEnd
                while lineEnd < stream.count, !stream[lineEnd].followsLineBreak, !stream.isPunctuation(lineEnd, ";") {
                    lineEnd += 1
                }
                parameters = Self.parameters(
                    stream, items: headerEnd..<lineEnd, depth: stream.depths[index], nameComesLast: false)
                headerEnd = lineEnd
            }
            let body: Range<Int>
            if isFunction, stream.isPunctuation(headerEnd, "="), !stream.isPunctuation(headerEnd + 1, "=") {
                // Endless `def f(x) = expression`.
                var end = headerEnd + 1
                while end < stream.count, !stream[end].followsLineBreak { end += 1 }
                body = (headerEnd + 1)..<end
            } else {
                guard let end = rubyEnd(stream, from: headerEnd, openedAt: lineStart) else { continue }
                body = headerEnd..<end
            }
            scopes.append(
                Scope(
                    kind: isFunction ? .function : .type, tokens: body, parent: nil, name: stream.text(name),
                    nameToken: name, parameters: parameters))
        }
        return scopes
    }

    /// RSpec's `it '…' do … end` and every other `do` block: a block scope
    /// (it sees the locals around it; its own end with it), to the `end` at
    /// the indentation of the line that opens it.
    static func rubyBlocks(_ stream: TokenStream) -> [Scope] {
        var scopes: [Scope] = []
        for index in 0..<stream.count where stream.isIdentifier(index, "do") && !stream[index].followsLineBreak {
            var lineStart = index
            while lineStart > 0, !stream[lineStart].followsLineBreak { lineStart -= 1 }
            var bodyStart = index + 1
            var parameters: [(name: String, token: Int)] = []
            // `do |item, index|`.
            if stream.isPunctuation(bodyStart, "|"), !stream[bodyStart].followsLineBreak {
                var close = bodyStart + 1
                while close < stream.count, !stream.isPunctuation(close, "|"), !stream[close].followsLineBreak { close += 1 }
                if stream.isPunctuation(close, "|") {
                    parameters = Self.parameters(
                        stream, items: (bodyStart + 1)..<close, depth: stream.depths[index], nameComesLast: false)
                    bodyStart = close + 1
                }
            }
            guard let end = rubyEnd(stream, from: bodyStart, openedAt: lineStart) else { continue }
            scopes.append(Scope(kind: .block, tokens: bodyStart..<end, parent: nil, name: "", parameters: parameters))
        }
        return scopes
    }

    /// The `end` closing what the line starting at token `lineStart`
    /// opens: the first `end` from `first` that starts a line at the same
    /// indentation.
    private static func rubyEnd(_ stream: TokenStream, from first: Int, openedAt lineStart: Int) -> Int? {
        let column = Self.column(stream, of: lineStart)
        var end = first
        while end < stream.count,
            !(stream.isIdentifier(end, "end") && stream[end].followsLineBreak && Self.column(stream, of: end) == column)
        {
            end += 1
        }
        return end < stream.count ? end : nil
    }

    /// The column (in bytes) where token `index` starts on its line.
    static func column(_ stream: TokenStream, of index: Int) -> Int {
        var start = stream[index].start
        while start > 0, stream.bytes[start - 1] != 10 { start -= 1 }
        return stream[index].start - start
    }
}
