/// The terms an expression is built of: literals, names, calls.
extension StaticEvaluator {
    struct Context {
        let evaluator: StaticEvaluator
        let fileIndex: Int
        let bindings: [String: Value]
        let depth: Int

        var source: ConstantTable.Source { evaluator.table.sources[fileIndex] }
        var stream: TokenStream { source.stream }

        /// The positions of `character` at the top level of `range`.
        func topLevel(_ range: Range<Int>, _ character: Unicode.Scalar) -> [Int] {
            let depth = stream.depths[range.lowerBound]
            return range.filter { stream.depths[$0] == depth && stream.isPunctuation($0, character) }
        }

        /// The values joined; when one is unknown, why, worded for the join
        /// (`verb`: "joins string literals with", "interpolates").
        func concatenate(_ values: [Value], verb: String = "joins string literals with") -> Value {
            var text = ""
            var throughFunction = false
            var throughName = false
            for value in values {
                guard case .known(let part, let function, let name) = value else {
                    if values.count > 1, case .unknown(let reason?) = value, reason.hasPrefix("comes from ") {
                        return .unknown("\(verb) \(reason.dropFirst("comes from ".count))")
                    }
                    return value
                }
                text += part
                throughFunction = throughFunction || function
                throughName = throughName || name
            }
            return .known(text, throughFunction: throughFunction, throughName: throughName)
        }

        /// One operand: literals (side by side where the language joins
        /// them), a number, a name, or a call.
        func term(_ range: Range<Int>) -> Value {
            guard !range.isEmpty else { return .unknown(nil) }
            if range.allSatisfy({ stream[$0].kind == .string }),
                range.count == 1 || source.language.joinsAdjacentLiterals
            {
                return concatenate(range.map(literal))
            }
            if range.count == 1, stream[range.lowerBound].kind == .number {
                return .known(stream.text(range.lowerBound), throughFunction: false, throughName: false)
            }
            // Ruby's `"//a".freeze`: the same text.
            if source.language == .ruby, range.count >= 3, stream.isIdentifier(range.upperBound - 1, in: ["freeze", "dup", "to_s"]),
                stream.isPunctuation(range.upperBound - 2, ".")
            {
                return evaluator.evaluate(
                    range.lowerBound..<(range.upperBound - 2), inFile: fileIndex, bindings: bindings, depth: depth + 1)
            }
            if let (name, qualifier) = qualifiedName(range) {
                return lookUp(name, qualifier: qualifier, at: range.upperBound - 1)
            }
            if stream.isPunctuation(range.upperBound - 1, ")"), let open = stream.openingParenthesis(closing: range.upperBound - 1),
                open > range.lowerBound
            {
                return call(callee: range.lowerBound..<open, open: open, close: range.upperBound - 1)
            }
            return .unknown(nil)
        }

        /// A string literal, its interpolations looked up by name.
        func literal(_ index: Int) -> Value {
            guard let literal = stream[index].literal else { return .unknown(nil) }
            if let value = literal.value { return .known(value, throughFunction: false, throughName: false) }
            guard !literal.pieces.isEmpty else { return .unknown(nil) }
            let values = literal.pieces.map { piece -> Value in
                switch piece {
                case .text(let text): return .known(text, throughFunction: false, throughName: false)
                case .unknown: return .unknown(nil)
                case .expression(let bytes): return interpolated(bytes, at: index)
                }
            }
            return concatenate(values, verb: "interpolates")
        }

        /// An interpolated expression: a name (`t`, `self.t`, `@t`,
        /// `Locators.T`, Robot's `${t}`), else unknown.
        private func interpolated(_ bytes: Range<Int>, at token: Int) -> Value {
            let text = String(String(decoding: stream.bytes[bytes], as: UTF8.self).filter { $0 != " " && $0 != "\t" })
            if source.language == .robot { return lookUp(text, qualifier: nil, at: token) }
            var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var qualifier: String?
            if source.language == .ruby, parts.count == 1, text.hasPrefix("@"), !text.hasPrefix("@@") {
                parts = [String(text.dropFirst())]
                qualifier = "@"
            }
            guard parts.count <= 2, parts.allSatisfy(Self.isName) else { return .unknown(nil) }
            if parts.count == 2 { qualifier = parts[0] }
            return lookUp(parts[parts.count - 1], qualifier: qualifier, at: token)
        }

        private static func isName(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        }

        /// A name: an argument bound by the call being evaluated, else a
        /// declaration (``ConstantTable/find(_:qualifier:inFile:at:written:)``),
        /// whose value is evaluated in turn when it is no literal.
        func lookUp(_ name: String, qualifier: String?, at token: Int) -> Value {
            if qualifier == nil, let bound = bindings[ConstantTable.key(name)] { return bound }
            switch evaluator.table.find(name, qualifier: qualifier, inFile: fileIndex, at: token) {
            case .unresolved(let reason):
                return .unknown(reason)
            case .declaration(let declaration):
                if let value = declaration.value { return .known(value, throughFunction: false, throughName: true) }
                let declaring = evaluator.table.sources[declaration.fileIndex].stream
                let tokens = StaticEvaluator.tokens(covering: declaration.valueRange, in: declaring)
                let inner = evaluator.evaluate(
                    tokens, inFile: declaration.fileIndex,
                    bindings: declaration.fileIndex == fileIndex ? bindings : [:], depth: depth + 1)
                guard case .known(let text, let function, _) = inner else { return inner }
                return .known(text, throughFunction: function, throughName: true)
            }
        }

        /// `X`, `a.b.X`, `Pages::X`, `@x`: the last name and the one before.
        func qualifiedName(_ range: Range<Int>) -> (String, String?)? {
            let last = range.upperBound - 1
            guard stream[last].kind == .identifier else { return nil }
            if range.count == 1 { return (stream.text(last), nil) }
            if source.language == .ruby, range.count == 2, stream.isPunctuation(range.lowerBound, "@") {
                return (stream.text(last), "@")
            }
            var first = last
            while let qualifier = stream.qualifierIndex(before: first, doubleColon: source.language == .ruby),
                qualifier >= range.lowerBound
            {
                first = qualifier
            }
            guard first == range.lowerBound else { return nil }
            return (stream.text(last), stream.qualifierIndex(before: last, doubleColon: source.language == .ruby).map { stream.text($0) })
        }

        /// The arguments between `open` and `close`: positional ones, and
        /// keyword ones (`t=…`, `t: …`, Kotlin's `t = …`) by key.
        func arguments(open: Int, close: Int) -> (positional: [Range<Int>], named: [String: Range<Int>]) {
            guard close > open + 1 else { return ([], [:]) }
            var positional: [Range<Int>] = []
            var named: [String: Range<Int>] = [:]
            var start = open + 1
            for position in topLevel((open + 1)..<close, ",") + [close] {
                let item = start..<position
                start = position + 1
                guard !item.isEmpty else { continue }
                if item.count > 2, stream[item.lowerBound].kind == .identifier,
                    stream.isPunctuation(item.lowerBound + 1, "=") || stream.isPunctuation(item.lowerBound + 1, ":"),
                    !stream.isPunctuation(item.lowerBound + 2, "="), !stream.isPunctuation(item.lowerBound + 2, ":")
                {
                    named[ConstantTable.key(stream.text(item.lowerBound))] = (item.lowerBound + 2)..<item.upperBound
                } else {
                    positional.append(item)
                }
            }
            return (positional, named)
        }
    }
}
