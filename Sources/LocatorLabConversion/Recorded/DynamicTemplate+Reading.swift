import LocatorLabTestSources

extension DynamicTemplate {
    /// The template of a dynamic locator's argument, or nil when it is not
    /// one of the shapes ``DynamicTemplate`` reads.
    static func read(_ locator: FoundLocator, stream: TokenStream) -> DynamicTemplate? {
        guard locator.isDynamic, locator.constant == nil else { return nil }
        var first = 0
        var high = stream.count
        while first < high {
            let middle = (first + high) / 2
            if stream[middle].start < locator.argumentRange.lowerBound { first = middle + 1 } else { high = middle }
        }
        var last = first
        while last < stream.count, stream[last].end <= locator.argumentRange.upperBound { last += 1 }
        guard first < last else { return nil }
        let tokens = first..<last
        if tokens.count == 1 { return interpolation(stream, token: first, language: locator.language) }
        return format(stream, tokens: tokens) ?? concatenation(stream, tokens: tokens)
    }

    /// `"a" + x + "b"`: operands joined by `+` at the argument's own depth;
    /// a plain literal is text, anything else a hole.
    private static func concatenation(_ stream: TokenStream, tokens: Range<Int>) -> DynamicTemplate? {
        let depth = stream.depths[tokens.lowerBound]
        var operands: [Range<Int>] = []
        var start = tokens.lowerBound
        for index in tokens where stream.depths[index] == depth && stream.isPunctuation(index, "+") {
            operands.append(start..<index)
            start = index + 1
        }
        operands.append(start..<tokens.upperBound)
        guard operands.count >= 2, operands.allSatisfy({ !$0.isEmpty }) else { return nil }
        var pieces: [Piece] = []
        var style: LiteralStyle?
        for operand in operands {
            if operand.count == 1, stream[operand.lowerBound].kind == .string {
                guard let literal = stream[operand.lowerBound].literal, let value = literal.value else { return nil }
                style = style ?? literal.style
                if case .text(let before) = pieces.last {
                    pieces[pieces.count - 1] = .text(before + value)
                } else {
                    pieces.append(.text(value))
                }
            } else {
                if case .hole = pieces.last { return nil }  // `x + y`: numbers may add
                if pieces.isEmpty { pieces.append(.text("")) }
                pieces.append(.hole(stream.text(stream[operand.lowerBound].start..<stream[operand.upperBound - 1].end)))
            }
        }
        if case .hole = pieces.last { pieces.append(.text("")) }
        let template = DynamicTemplate(form: .concatenation(style: style), pieces: pieces)
        return template.holeCount > 0 && style != nil ? template : nil
    }

    /// `String.format("…%s…", a, b)`: a literal format with `%s` or `%d`
    /// per argument (Java, Kotlin).
    private static func format(_ stream: TokenStream, tokens: Range<Int>) -> DynamicTemplate? {
        let start = tokens.lowerBound
        guard tokens.count >= 6, stream.isIdentifier(start, "String"), stream.isPunctuation(start + 1, "."),
            stream.isIdentifier(start + 2, "format"), stream.isPunctuation(start + 3, "("),
            stream.closingBracket(from: start + 3) == tokens.upperBound - 1,
            let literal = stream[start + 4].literal, let format = literal.value, stream.isPunctuation(start + 5, ",")
        else { return nil }
        let depth = stream.depths[start + 4]
        var arguments: [String] = []
        var argumentStart = start + 6
        for index in (start + 6)..<tokens.upperBound {
            let ends = index == tokens.upperBound - 1 || (stream.depths[index] == depth && stream.isPunctuation(index, ","))
            guard ends else { continue }
            guard argumentStart < index else { return nil }
            arguments.append(stream.text(stream[argumentStart].start..<stream[index - 1].end))
            argumentStart = index + 1
        }
        var pieces: [Piece] = []
        var directives: [String] = []
        var text = ""
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            let directive: String
            switch characters.popFirst() {
            case "%":
                text.append("%")
                continue
            case "s": directive = "%s"
            case "d": directive = "%d"
            default: return nil
            }
            guard directives.count < arguments.count else { return nil }
            pieces += [.text(text), .hole(arguments[directives.count])]
            directives.append(directive)
            text = ""
        }
        pieces.append(.text(text))
        guard !directives.isEmpty, directives.count == arguments.count else { return nil }
        return DynamicTemplate(
            form: .format(callee: stream.text(stream[start].start..<stream[start + 2].end), directives: directives, style: literal.style),
            pieces: pieces)
    }

    /// One interpolated literal, its holes in the language's syntax. The
    /// texts are read raw, so a literal whose texts hold an escape is not read.
    private static func interpolation(_ stream: TokenStream, token: Int, language: SourceLanguage) -> DynamicTemplate? {
        guard let literal = stream[token].literal, literal.isInterpolated else { return nil }
        let (holeOpening, holeClosing): (String, String)
        switch language {
        case .python where literal.style.prefix.lowercased().contains("f"): (holeOpening, holeClosing) = ("{", "}")
        case .csharp where literal.style.prefix.contains("$"): (holeOpening, holeClosing) = ("{", "}")
        case .javascript, .typescript, .kotlin: (holeOpening, holeClosing) = ("${", "}")
        case .ruby: (holeOpening, holeClosing) = ("#{", "}")
        default: return nil
        }
        let raw = Array(stream.text(token))
        let opening = literal.style.prefix + literal.style.delimiter
        let closing = literal.style.delimiter
        guard ["\"", "'", "`"].contains(closing), raw.count >= opening.count + closing.count,
            String(raw.prefix(opening.count)) == opening, String(raw.suffix(closing.count)) == closing
        else { return nil }
        let body = raw[opening.count..<(raw.count - closing.count)]
        let open = Array(holeOpening)
        var pieces: [Piece] = []
        var text = ""
        var index = body.startIndex
        while index < body.endIndex {
            if body[index...].starts(with: open) {
                // The hole runs to its closing brace, nested braces counted.
                var depth = 1
                var end = index + open.count
                while end < body.endIndex {
                    if body[end] == "{" { depth += 1 }
                    if body[end] == "}" { depth -= 1; if depth == 0 { break } }
                    if body[end] == "\"" || body[end] == "'" || body[end] == "`" { return nil }
                    end += 1
                }
                guard end < body.endIndex, end > index + open.count else { return nil }
                pieces.append(.text(text))
                text = ""
                pieces.append(.hole(String(body[(index + open.count)..<end])))
                index = end + 1
                continue
            }
            text.append(body[index])
            index += 1
        }
        pieces.append(.text(text))
        let template = DynamicTemplate(
            form: .interpolation(opening: opening, closing: closing, holeOpening: holeOpening, holeClosing: holeClosing),
            pieces: pieces)
        guard template.holeCount > 0,
            template.texts.allSatisfy({ needsNoEscape($0, closing: closing, holeOpening: holeOpening) })
        else { return nil }
        return template
    }
}
