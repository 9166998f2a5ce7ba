/// Splits an XCUITest query expression (Swift source of one expression) into
/// tokens. Whitespace, line breaks and `//` or `/* */` comments between
/// tokens are skipped, so a chain written over several lines reads as one.
/// String literals are Swift's: `"…"` with `\"`, `\\`, `\n`, `\t`, `\r`,
/// `\0`, `\'` and `\u{…}` escapes, and raw strings `#"…"#`; an interpolation
/// `\(…)` is not a constant, so it is reported as such.
enum XCUIQueryTokenizer {
    static func tokens(of expression: String) -> [XCUIQueryToken] {
        let characters = Array(expression)
        var tokens: [XCUIQueryToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace || character.isNewline {
                index += 1
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, !characters[index].isNewline { index += 1 }
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index = min(index + 2, characters.count)
                continue
            }
            let start = index
            if ".()[],:".contains(character) {
                tokens.append(XCUIQueryToken(kind: .symbol(character), offset: start))
                index += 1
            } else if character == "\"" || (character == "#" && index + 1 < characters.count && characters[index + 1] == "\"") {
                tokens.append(string(characters, at: &index))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "_" {
                    if characters[index] != "_" { text.append(characters[index]) }
                    index += 1
                }
                if let value = Int(text) {
                    tokens.append(XCUIQueryToken(kind: .integer(value), offset: start))
                } else {
                    tokens.append(XCUIQueryToken(kind: .invalid("the number \(text) is out of range"), offset: start))
                }
            } else if character.isLetter || character == "_" || character == "`" {
                var text = ""
                if character == "`" { index += 1 }
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    text.append(characters[index])
                    index += 1
                }
                if character == "`", index < characters.count, characters[index] == "`" { index += 1 }
                tokens.append(XCUIQueryToken(kind: .identifier(text), offset: start))
            } else {
                tokens.append(XCUIQueryToken(kind: .invalid("unexpected character '\(character)'"), offset: start))
                index += 1
            }
        }
        return tokens
    }

    /// A `"…"` or `#"…"#` literal starting at `index`; `index` ends after it.
    private static func string(_ characters: [Character], at index: inout Int) -> XCUIQueryToken {
        let start = index
        var hashes = 0
        while index < characters.count, characters[index] == "#" {
            hashes += 1
            index += 1
        }
        if index + 2 < characters.count, characters[index] == "\"", characters[index + 1] == "\"", characters[index + 2] == "\"" {
            return XCUIQueryToken(kind: .invalid("multi-line string literals are not read in a query"), offset: start)
        }
        index += 1  // the opening quote
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character.isNewline { break }
            if character == "\"" {
                var closing = 0
                while closing < hashes, index + 1 + closing < characters.count, characters[index + 1 + closing] == "#" { closing += 1 }
                if closing == hashes {
                    index += 1 + hashes
                    return XCUIQueryToken(kind: .string(text), offset: start)
                }
                text.append(character)
                index += 1
                continue
            }
            if character == "\\" {
                // In a raw string an escape is `\#…` with as many `#`.
                var escapeHashes = 0
                while escapeHashes < hashes, index + 1 + escapeHashes < characters.count,
                    characters[index + 1 + escapeHashes] == "#"
                {
                    escapeHashes += 1
                }
                if escapeHashes < hashes {
                    text.append(character)
                    index += 1
                    continue
                }
                index += 1 + hashes
                guard index < characters.count else { break }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "\"", "\\", "'": text.append(escaped)
                case "u":
                    guard index < characters.count, characters[index] == "{",
                        let close = characters[index...].firstIndex(of: "}"),
                        let value = UInt32(String(characters[(index + 1)..<close]), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    else {
                        return XCUIQueryToken(kind: .invalid("a malformed \\u{…} escape in the string"), offset: start)
                    }
                    text.unicodeScalars.append(scalar)
                    index = close + 1
                case "(":
                    return XCUIQueryToken(
                        kind: .invalid("the string interpolates a value (\\(…)), which is not known before the test runs"),
                        offset: start)
                default:
                    return XCUIQueryToken(kind: .invalid("the escape \\\(escaped) is not Swift's"), offset: start)
                }
                continue
            }
            text.append(character)
            index += 1
        }
        return XCUIQueryToken(kind: .invalid("the string literal has no closing quote"), offset: start)
    }
}
