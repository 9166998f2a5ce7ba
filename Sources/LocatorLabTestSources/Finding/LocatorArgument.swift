/// The XPath argument of a locator call: its tokens, and its constant value
/// when it is made only of string literals.
package struct LocatorArgument {
    /// Token indexes of the argument.
    package var tokens: Range<Int>
    /// Byte range in the source.
    package var range: Range<Int>
    /// The XPath when the argument is constant, else `nil`.
    package var value: String?
    /// How the first literal was written, when it starts with one.
    package var firstLiteral: StringLiteral?
    /// The declaration the argument names, when it is a name that resolved
    /// (``ConstantTable``); `value` is then the declared value.
    package var reference: ConstantReference?
    /// Why a name did not resolve, for the dynamic locator's reason.
    package var unresolvedReason: String?
    /// How a value that is no literal was known: through a project
    /// function (``LocatorValueSource/helper``) or declared names.
    package var computedSource: LocatorValueSource?
}

/// The constants a finder resolves names through: the run's table and the
/// index of the file being scanned.
package struct ConstantScope {
    package var table: ConstantTable
    package var fileIndex: Int

    /// Fills in the value of an argument (tokens `inner`) that is no
    /// literal: a name through its declaration (a value that is no literal
    /// evaluated, ``StaticEvaluator``), anything else evaluated where it is.
    func evaluate(
        _ inner: Range<Int>, into argument: inout LocatorArgument,
        written: (name: (name: String, qualifier: String?)?, text: String)
    ) {
        let evaluator = StaticEvaluator(table: table)
        guard let (name, qualifier) = written.name else {
            switch evaluator.evaluate(inner, inFile: fileIndex) {
            case .known(let text, let function, let named):
                argument.value = text
                argument.computedSource = function ? .helper : named ? .constant : .literal
            case .unknown(let reason):
                argument.unresolvedReason = reason
            }
            return
        }
        switch table.find(name, qualifier: qualifier, inFile: fileIndex, at: inner.upperBound - 1, written: written.text) {
        case .unresolved(let reason):
            argument.unresolvedReason = reason
        case .declaration(let declaration):
            if let value = declaration.value {
                argument.reference = table.reference(to: declaration, as: name)
                argument.value = value
                return
            }
            let declaring = table.sources[declaration.fileIndex]
            let tokens = StaticEvaluator.tokens(covering: declaration.valueRange, in: declaring.stream)
            switch evaluator.evaluate(tokens, inFile: declaration.fileIndex) {
            case .known(let text, let function, _):
                if !declaration.valueIsCall { argument.reference = table.reference(to: declaration, as: name) }
                argument.value = text
                if function { argument.computedSource = .helper }
            case .unknown(let reason):
                let line = declaring.lines.position(of: declaration.nameRange.lowerBound).line
                argument.unresolvedReason =
                    "comes from '\(name)' (\(declaring.file):\(line)), "
                    + (reason.map { "whose value \($0)" } ?? "assigned a value computed at run time")
            }
        }
    }
}

extension TokenStream {
    /// Where an argument ends.
    package enum ArgumentEnd {
        /// At `,` or a closing bracket, as in `f(a, b)` and `(By.XPATH, x)`.
        case listItem
        /// Also at a line break or a keyword that ends a Ruby command call
        /// (`find_element :xpath, '//a'` without parentheses).
        case rubyCommand
    }

    /// Reads the argument starting at token `first`.
    package func argument(
        from first: Int, endingAt end: ArgumentEnd, language: SourceLanguage, constants: ConstantScope? = nil
    ) -> LocatorArgument? {
        guard first < count else { return nil }
        let startDepth = depths[first]
        var index = first
        while index < count {
            let token = tokens[index]
            if depths[index] == startDepth, token.kind == .punctuation {
                let byte = bytes[token.start]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
                    || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
                {
                    break
                }
            }
            if depths[index] < startDepth { break }
            if index > first, endsStatement(at: index, startDepth: startDepth, end: end, language: language) { break }
            index += 1
        }
        guard index > first else { return nil }
        let range = tokens[first].start..<tokens[index - 1].end
        var argument = LocatorArgument(tokens: first..<index, range: range, value: nil, firstLiteral: nil)
        var inner = first..<index
        // `(('//a' '[@b]'))`: parentheses around the whole argument. The
        // brackets closing the leading ones are found in one pass: looking
        // each up separately made deeply nested arguments quadratic.
        let leading = (first..<index).prefix { isPunctuation($0, "(") }.count
        var closers = [Int?](repeating: nil, count: leading)
        var opened: [Int] = []
        for position in first..<index where leading > 0 && tokens[position].kind == .punctuation {
            switch bytes[tokens[position].start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                opened.append(position)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opener = opened.popLast(), opener - first < leading { closers[opener - first] = position }
            default:
                break
            }
        }
        while inner.count >= 2, inner.lowerBound - first < leading,
            closers[inner.lowerBound - first] == inner.upperBound - 1
        {
            inner = (inner.lowerBound + 1)..<(inner.upperBound - 1)
        }
        argument.firstLiteral = inner.isEmpty ? nil : tokens[inner.lowerBound].literal
        argument.value = constantValue(of: inner, language: language)
        if argument.value == nil, let constants, !inner.isEmpty {
            constants.evaluate(inner, into: &argument, written: (name: referencedName(in: inner, language: language), text: text(tokens[inner.lowerBound].start..<tokens[inner.upperBound - 1].end)))
        }
        return argument
    }

    /// A plain or qualified name (`X`, `Locators.DONE`, `self.X`,
    /// `loc.X`, Ruby's `Pages::Locators::DONE` and `@x`): its last part and
    /// the part before it.
    private func referencedName(in range: Range<Int>, language: SourceLanguage) -> (name: String, qualifier: String?)? {
        guard let last = range.last, tokens[last].kind == .identifier else { return nil }
        let doubleColon = language == .ruby
        if language == .ruby, range.count == 2, isPunctuation(range.lowerBound, "@"),
            tokens[last].start == tokens[range.lowerBound].end
        {
            return (text(last), "@")
        }
        // Walk back over `qualifier.` / `qualifier::` pairs to the range's start.
        var first = last
        while let qualifier = qualifierIndex(before: first, doubleColon: doubleColon), qualifier >= range.lowerBound {
            first = qualifier
        }
        guard first == range.lowerBound else { return nil }
        let qualifier = qualifierIndex(before: last, doubleColon: doubleColon).map { text($0) }
        return (text(last), qualifier)
    }

    /// Whether a line break before token `index` ends the argument: always
    /// in a Ruby command call, and at the top level of a Python statement;
    /// not after an operator that continues the line.
    private func endsStatement(at index: Int, startDepth: Int32, end: ArgumentEnd, language: SourceLanguage) -> Bool {
        let token = tokens[index]
        if end == .rubyCommand, depths[index] == startDepth, token.kind == .identifier,
            isIdentifier(index, in: ["if", "unless", "do", "and", "or", "while", "until", "rescue", "then", "end"])
        {
            return true
        }
        guard token.followsLineBreak else { return false }
        switch language {
        case .ruby:
            guard depths[index] == startDepth else { return false }
        case .python:
            guard depths[index] == 0 else { return false }
        default:
            return false
        }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation {
            let byte = bytes[previous.start]
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\\")
                || byte == UInt8(ascii: ".")
            {
                return false
            }
        }
        if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: ".") { return false }
        return true
    }

    /// The value of literals joined by `+` (or written side by side where
    /// the language joins them), or `nil` when anything else is there.
    private func constantValue(of range: Range<Int>, language: SourceLanguage) -> String? {
        guard !range.isEmpty else { return nil }
        var value = ""
        var expectsLiteral = true
        for index in range {
            let token = tokens[index]
            if token.kind == .string {
                guard expectsLiteral || language.joinsAdjacentLiterals, let text = token.literal?.value else {
                    return nil
                }
                value += text
                expectsLiteral = false
                continue
            }
            guard !expectsLiteral, token.kind == .punctuation else { return nil }
            let byte = bytes[token.start]
            if byte == UInt8(ascii: "+") {
                expectsLiteral = true
            } else if byte == UInt8(ascii: "\\") && (language == .ruby || language == .python) {
                continue
            } else {
                return nil
            }
        }
        return expectsLiteral ? nil : value
    }
}
