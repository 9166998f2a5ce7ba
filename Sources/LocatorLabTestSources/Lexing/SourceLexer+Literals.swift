import LocatorLabFiles

/// String-literal reading shared by the languages, and the dispatch to each
/// language's rules.
extension SourceLexer {
    /// Reads a literal (string, character, regular expression, Ruby `%`
    /// literal or heredoc) starting with `byte`, if one starts here.
    package mutating func readLiteral(startingWith byte: UInt8) throws(SourceSyntaxError) -> Bool {
        switch language {
        case .java, .kotlin: return try readJavaOrKotlinLiteral(startingWith: byte)
        case .csharp: return try readCSharpLiteral(startingWith: byte)
        case .javascript, .typescript: return try readJavaScriptLiteral(startingWith: byte)
        case .python: return try readPythonLiteral(prefix: "", startingWith: byte, tokenStart: position)
        case .ruby: return try readRubyLiteral(startingWith: byte)
        // Robot cells are read whole by `runRobot`.
        case .robot: return false
        // Swift is never lexed here (``SwiftSource``).
        case .swift: return false
        }
    }

    /// After an identifier: a Python string prefix (`r`, `f`, `rb`, …)
    /// written right before a quote.
    package mutating func readPrefixedLiteral(prefixStart: Int) throws(SourceSyntaxError) -> Bool {
        guard language == .python, position < bytes.count, position - prefixStart <= 2 else { return false }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return false }
        let prefix = String(decoding: bytes[prefixStart..<position], as: UTF8.self)
        guard Self.pythonPrefixes.contains(prefix.lowercased()) else { return false }
        return try readPythonLiteral(prefix: prefix, startingWith: quote, tokenStart: prefixStart)
    }

    private static let pythonPrefixes: Set<String> = ["r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt"]

    // MARK: - Shared pieces

    /// Skips an interpolation body whose opening brace was just passed,
    /// through the matching `}`; string literals inside are skipped whole so
    /// their braces do not count.
    package mutating func skipInterpolation(literalStart: Int) throws(SourceSyntaxError) {
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            throw SourceSyntaxError(
                offset: literalStart,
                message: "string interpolations nested more than \(Self.maximumInterpolationDepth) deep")
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
                position += 1
            case UInt8(ascii: "}"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                try skipNestedLiteral(quote: byte)
            default:
                position += 1
            }
        }
        throw SourceSyntaxError(offset: literalStart, message: "unterminated interpolation in string literal")
    }

    /// A literal inside an interpolation, read and thrown away.
    private mutating func skipNestedLiteral(quote: UInt8) throws(SourceSyntaxError) {
        let savedCount = tokens.count
        let saved = (pendingLineBreak, pendingSpace)
        let before = position
        let read =
            quote == UInt8(ascii: "`") && !language.isJavaScriptFamily && language != .ruby
            ? false : try readLiteral(startingWith: quote)
        if !read { position = before + 1 }
        while tokens.count > savedCount { removeLastToken() }
        (pendingLineBreak, pendingSpace) = saved
    }

    /// Reads `count` hexadecimal digits at the current position.
    package mutating func readHexDigits(exactly count: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let digit = byte(at: position + offset).flatMap(Self.hexValue) else { return nil }
            value = value << 4 | digit
        }
        position += count
        return value
    }

    /// Reads between `minimum` and `maximum` hexadecimal digits.
    package mutating func readHexDigits(minimum: Int, maximum: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximum, let digit = byte(at: position).flatMap(Self.hexValue) {
            value = value << 4 | digit
            position += 1
            count += 1
        }
        return count >= minimum ? value : nil
    }

    /// Reads up to `maximum` octal digits (at least one is there).
    package mutating func readOctalDigits(maximum: Int, limit: UInt32 = 0o377) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < maximum, let byte = byte(at: position), byte >= 0x30, byte <= 0x37 {
            let next = value * 8 + UInt32(byte - 0x30)
            if next > limit { break }
            value = next
            position += 1
            count += 1
        }
        return value
    }

    package static func hexValue(_ byte: UInt8) -> UInt32? {
        HexadecimalDigits.value(of: byte).map { UInt32($0) }
    }

    /// The common one-letter escapes: `\n \t \r \b \f \v \0 \a \e`.
    package static func controlEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "n"): 10
        case UInt8(ascii: "t"): 9
        case UInt8(ascii: "r"): 13
        case UInt8(ascii: "b"): 8
        case UInt8(ascii: "f"): 12
        case UInt8(ascii: "v"): 11
        case UInt8(ascii: "a"): 7
        case UInt8(ascii: "e"): 27
        default: nil
        }
    }

    package mutating func removeLastToken() {
        tokens.removeLast()
    }

    /// A character literal (`'x'`, `'\''`, `'\u0041'`) as one token.
    package mutating func readCharacterLiteral() throws(SourceSyntaxError) {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == 10 { break }
            position += 1
            if byte == UInt8(ascii: "'") {
                append(.other, from: start)
                return
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated character literal")
    }

    /// A regular expression literal `/…/flags` (JavaScript, Ruby).
    package mutating func readRegularExpression() throws(SourceSyntaxError) {
        let start = position
        position += 1
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                append(.other, from: start)
                return
            case 10 where language != .ruby:
                throw SourceSyntaxError(offset: start, message: "unterminated regular expression")
            default: break
            }
        }
        throw SourceSyntaxError(offset: start, message: "unterminated regular expression")
    }
}
