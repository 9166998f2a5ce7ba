/// Splits an NSPredicate format string into tokens (Apple's "Predicate
/// Format String Syntax"). Like ``XPathTokenizer`` it never fails: what it
/// cannot read becomes an `.invalid` token and the parser reports it with
/// the offset.
enum PredicateTokenizer {
    static func tokens(of expression: String) -> [PredicateToken] {
        let characters = Array(expression)
        var tokens: [PredicateToken] = []
        var position = 0

        func character(at offset: Int) -> Character? {
            offset < characters.count ? characters[offset] : nil
        }
        func append(_ kind: PredicateToken.Kind, at offset: Int) {
            tokens.append(PredicateToken(kind: kind, offset: offset))
        }

        while position < characters.count {
            let current = characters[position]
            let start = position
            if current.isWhitespace {
                position += 1
                continue
            }
            switch current {
            case "\"", "'":
                position += 1
                var text = ""
                var closed = false
                while position < characters.count {
                    let next = characters[position]
                    if next == current {
                        closed = true
                        position += 1
                        break
                    }
                    if next == "\\", let escaped = character(at: position + 1) {
                        position += 2
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "r": text.append("\r")
                        case "0": text.append("\0")
                        case "u":
                            // \uXXXX, as NSPredicate's lexer reads it.
                            let digits = String(characters[position..<min(position + 4, characters.count)])
                            if digits.count == 4, let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
                                text.unicodeScalars.append(scalar)
                                position += 4
                            } else {
                                text.append("u")
                            }
                        default: text.append(escaped)
                        }
                        continue
                    }
                    text.append(next)
                    position += 1
                }
                append(closed ? .string(text) : .invalid("the string has no closing \(current)"), at: start)
            case _ where current.isASCII && current.isNumber,
                "." where character(at: position + 1)?.isASCIINumber == true:
                append(readNumber(characters, from: &position), at: start)
            case "(", ")", "{", "}", ",":
                position += 1
                append(.symbol(String(current)), at: start)
            case "[":
                // A modifier: [c], [d], [cd], [n], [l] and combinations.
                var end = position + 1
                while let next = character(at: end), next.isLetter { end += 1 }
                if character(at: end) == "]" {
                    append(.modifier(String(characters[(position + 1)..<end]).lowercased()), at: start)
                    position = end + 1
                } else {
                    position += 1
                    append(.invalid("'[' opens no modifier such as [c] or [cd]"), at: start)
                }
            case "=":
                let next = character(at: position + 1)
                switch next {
                case "=": position += 2; append(.symbol("=="), at: start)
                case "<": position += 2; append(.symbol("<="), at: start)
                case ">": position += 2; append(.symbol(">="), at: start)
                default: position += 1; append(.symbol("=="), at: start)
                }
            case "<":
                let next = character(at: position + 1)
                switch next {
                case "=": position += 2; append(.symbol("<="), at: start)
                case ">": position += 2; append(.symbol("!="), at: start)
                default: position += 1; append(.symbol("<"), at: start)
                }
            case ">":
                let withEquals = character(at: position + 1) == "="
                position += withEquals ? 2 : 1
                append(.symbol(withEquals ? ">=" : ">"), at: start)
            case "!":
                let withEquals = character(at: position + 1) == "="
                position += withEquals ? 2 : 1
                append(.symbol(withEquals ? "!=" : "!"), at: start)
            case "&", "|":
                if character(at: position + 1) == current {
                    position += 2
                    append(.symbol(current == "&" ? "&&" : "||"), at: start)
                } else {
                    position += 1
                    append(.invalid("unexpected character '\(current)'"), at: start)
                }
            case "-":
                position += 1
                append(.symbol("-"), at: start)
            case "$", "%":
                position += 1
                while let next = character(at: position), isWordCharacter(next) || next == "@" { position += 1 }
                append(.substitution(String(characters[start..<position])), at: start)
            case "#":
                // `#name` escapes a reserved word used as a key.
                position += 1
                let wordStart = position
                while let next = character(at: position), isWordCharacter(next) || next == "." { position += 1 }
                append(.word(String(characters[wordStart..<position])), at: start)
            case _ where isWordCharacter(current):
                while let next = character(at: position), isWordCharacter(next) || next == "." { position += 1 }
                append(.word(String(characters[start..<position])), at: start)
            default:
                position += 1
                append(.invalid("unexpected character '\(current)'"), at: start)
            }
        }
        return tokens
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// Decimal (with fraction and exponent) or `0x`/`0o`/`0b` integers.
    private static func readNumber(_ characters: [Character], from position: inout Int) -> PredicateToken.Kind {
        let start = position
        func at(_ offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }
        if characters[position] == "0", let marker = at(position + 1), let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][marker] {
            position += 2
            let digitsStart = position
            while let next = at(position), next.isHexDigit { position += 1 }
            let digits = String(characters[digitsStart..<position])
            guard let value = Int64(digits, radix: radix) else { return .invalid("'\(String(characters[start..<position]))' is not a number") }
            return .number(Double(value))
        }
        while let next = at(position), next.isASCIINumber { position += 1 }
        if at(position) == ".", at(position + 1)?.isASCIINumber == true {
            position += 1
            while let next = at(position), next.isASCIINumber { position += 1 }
        }
        if let marker = at(position), marker == "e" || marker == "E" {
            var end = position + 1
            if let sign = at(end), sign == "+" || sign == "-" { end += 1 }
            if at(end)?.isASCIINumber == true {
                position = end
                while let next = at(position), next.isASCIINumber { position += 1 }
            }
        }
        let text = String(characters[start..<position])
        guard let value = Double(text) else { return .invalid("'\(text)' is not a number") }
        return .number(value)
    }
}

extension Character {
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
