/// Splits an XPath 1.0 expression into tokens (XPath 1.0 §3.7). It never
/// fails: text that is not valid XPath still yields tokens, because the
/// expression is compiled by libxml2 anyway, which reports syntax errors.
public enum XPathTokenizer {
    public static func tokens(of expression: String) -> [XPathToken] {
        tokens(of: Array(expression))
    }

    /// The tokens of an expression already split into characters (the
    /// offsets count them).
    static func tokens(of characters: [Character], meter: PreparationMeter = PreparationMeter()) -> [XPathToken] {
        var tokens: [XPathToken] = []
        var position = 0
        var brackets = 0
        var parens = 0
        var whitespace = false

        func character(at offset: Int) -> Character? {
            offset < characters.count ? characters[offset] : nil
        }
        // Called once `position` is past the token.
        func append(_ kind: XPathToken.Kind, at offset: Int) {
            meter.spend(position - offset)
            tokens.append(
                XPathToken(
                    kind: kind, offset: offset, end: position, followsWhitespace: whitespace, bracketDepth: brackets,
                    parenDepth: parens))
            whitespace = false
        }
        func readNCName(from start: Int) -> Int {
            var end = start
            while let next = character(at: end), isNameCharacter(next) { end += 1 }
            return end
        }

        while position < characters.count && !meter.stopped {
            let current = characters[position]
            let start = position
            if current.isWhitespace {
                position += 1
                whitespace = true
                continue
            }
            switch current {
            case "\"", "'":
                position += 1
                while position < characters.count && characters[position] != current { position += 1 }
                position = min(position + 1, characters.count)
                append(.literal, at: start)
            case _ where current.isASCII && current.isNumber, "." where character(at: position + 1)?.isASCIINumber == true:
                while let next = character(at: position), next == "." || next.isASCIINumber { position += 1 }
                append(.number(String(characters[start..<position])), at: start)
            case ".":
                let double = character(at: position + 1) == "."
                position += double ? 2 : 1
                append(.symbol(double ? ".." : "."), at: start)
            case "/":
                let double = character(at: position + 1) == "/"
                position += double ? 2 : 1
                append(.symbol(double ? "//" : "/"), at: start)
            case ":":
                let double = character(at: position + 1) == ":"
                position += double ? 2 : 1
                append(.symbol(double ? "::" : ":"), at: start)
            case "!", "<", ">":
                let withEquals = character(at: position + 1) == "="
                position += withEquals ? 2 : 1
                append(.symbol(String(current) + (withEquals ? "=" : "")), at: start)
            case "*":
                position += 1
                append(.star, at: start)
            case "$":
                position = readNCName(from: position + 1)
                if character(at: position) == ":", let next = character(at: position + 1), isNameStart(next) {
                    position = readNCName(from: position + 1)
                }
                append(.variable, at: start)
            case "[":
                position += 1
                append(.symbol("["), at: start)
                brackets += 1
            case "]":
                position += 1
                brackets = max(0, brackets - 1)
                append(.symbol("]"), at: start)
            case "(":
                position += 1
                append(.symbol("("), at: start)
                parens += 1
            case ")":
                position += 1
                parens = max(0, parens - 1)
                append(.symbol(")"), at: start)
            case _ where isNameStart(current):
                position = readNCName(from: position)
                // A QName (`fn:matches`) or `prefix:*`, but not an axis (`child::`).
                if character(at: position) == ":", let next = character(at: position + 1), next != ":" {
                    if next == "*" {
                        position += 2
                    } else if isNameStart(next) {
                        position = readNCName(from: position + 1)
                    }
                }
                append(.name(String(characters[start..<position])), at: start)
            default:
                position += 1
                append(.symbol(String(current)), at: start)
            }
        }
        return tokens
    }

    static func isNameStart(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character == "_"
        }
        return character.isLetter || !character.isWhitespace && !character.isPunctuation && !character.isSymbol
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
        }
        return isNameStart(character) || character.isNumber
    }
}

extension Character {
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
