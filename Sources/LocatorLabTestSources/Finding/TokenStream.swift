/// Tokens of one source with the questions finders ask about them.
package struct TokenStream {
    package let bytes: [UInt8]
    package let tokens: [SourceToken]
    /// Bracket depth (`(`, `[`, `{`) before each token.
    package let depths: [Int32]

    package init(bytes: [UInt8], tokens: [SourceToken]) {
        self.bytes = bytes
        self.tokens = tokens
        var depths = [Int32](repeating: 0, count: tokens.count)
        var depth: Int32 = 0
        for (index, token) in tokens.enumerated() {
            depths[index] = depth
            guard token.kind == .punctuation else { continue }
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        self.depths = depths
    }

    package var count: Int { tokens.count }

    package subscript(index: Int) -> SourceToken { tokens[index] }

    package func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether token `index` exists and is the identifier `name`.
    package func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return equals(index, name)
    }

    /// Whether token `index` is an identifier among `names`.
    package func isIdentifier(_ index: Int, in names: [StaticString]) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return names.contains { equals(index, $0) }
    }

    package func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].start] == UInt8(ascii: character)
    }

    /// The index of the qualifier right before the name at `index`:
    /// `Locators` in `Locators.DONE`, and in Ruby's `Locators::DONE` when
    /// `doubleColon` (two adjacent `:` tokens); `nil` without one.
    package func qualifierIndex(before index: Int, doubleColon: Bool) -> Int? {
        if isPunctuation(index - 1, ".") {
            return index >= 2 && tokens[index - 2].kind == .identifier ? index - 2 : nil
        }
        guard doubleColon, isPunctuation(index - 1, ":"), isPunctuation(index - 2, ":"),
            tokens[index - 1].start == tokens[index - 2].start + 1, index >= 3, tokens[index - 3].kind == .identifier
        else { return nil }
        return index - 3
    }

    package func isSymbol(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .symbol else { return false }
        return equals(index, name)
    }

    package func equals(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        let count = text.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        return text.withUTF8Buffer { pattern in
            for offset in 0..<count where bytes[token.start + offset] != pattern[offset] { return false }
            return true
        }
    }

    /// The index of the bracket closing the one at `open`, or `nil`.
    package func closingBracket(from open: Int) -> Int? {
        let depth = depths[open]
        var index = open + 1
        while index < tokens.count {
            if depths[index] == depth + 1, tokens[index].kind == .punctuation {
                let byte = bytes[tokens[index].start]
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { return index }
            }
            if depths[index] <= depth && index > open + 1 { return nil }
            index += 1
        }
        return nil
    }

    /// The index of the `(` matching the `)` at `close`, or `nil`.
    package func openingParenthesis(closing close: Int) -> Int? {
        let depth = depths[close] - 1
        var index = close - 1
        while index >= 0 {
            if depths[index] == depth, isPunctuation(index, "(") { return index }
            if depths[index] < depth { return nil }
            index -= 1
        }
        return nil
    }

    /// The start of a qualified name ending at identifier `index`: `a.b.By`
    /// for `By`.
    package func qualifiedNameStart(endingAt index: Int) -> Int {
        var start = index
        while start >= 2, isPunctuation(start - 1, "."), tokens[start - 2].kind == .identifier {
            start -= 2
        }
        return start
    }
}
