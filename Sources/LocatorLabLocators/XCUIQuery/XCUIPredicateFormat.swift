/// Writes the arguments of `NSPredicate(format:…)` into its format string,
/// as `+[NSPredicate predicateWithFormat:argumentArray:]` substitutes them:
/// `%@` an object (a string becomes a quoted string, a number a number),
/// `%d`/`%i`/`%ld`/`%u`/`%lu`/`%li` an integer, `%K` a key path (written
/// bare), `%%` a percent sign. Inside a quoted string of the format nothing
/// is substituted (`'%@'` is the two characters), as NSPredicate reads it.
enum XCUIPredicateFormat {
    enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case none
    }

    /// - Parameters:
    ///   - offset: where the format string starts in `expression`, for errors.
    static func substitute(_ values: [Value], into format: String, offset: Int, expression: String) throws(LocatorError) -> String {
        var result = ""
        var remaining = values[...]
        var quote: Character?
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                result.append(character)
                if character == "\\", index + 1 < characters.count {
                    result.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == open { quote = nil }
                index += 1
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                result.append(character)
                index += 1
                continue
            }
            guard character == "%", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            var specifier = String(characters[index + 1])
            var length = 2
            if specifier == "l", index + 2 < characters.count {
                specifier += String(characters[index + 2])
                length = 3
            }
            if specifier == "%" {
                result.append("%")
                index += 2
                continue
            }
            guard ["@", "d", "i", "u", "K", "ld", "li", "lu"].contains(specifier) else {
                throw .invalidXCUIQuery(
                    expression: expression, offset: offset + 1 + index,
                    message: "the format specifier %\(specifier) is not one LocatorLab substitutes (%@, %d, %K)")
            }
            guard let value = remaining.popFirst() else {
                throw .invalidXCUIQuery(
                    expression: expression, offset: offset + 1 + index,
                    message: "%\(specifier) has no argument after the format string")
            }
            switch (specifier, value) {
            case ("K", .string(let keyPath)): result += keyPath
            case ("@", .string(let text)): result += quoted(text)
            case ("@", .none): result += "nil"
            case (_, .integer(let number)) where specifier != "K": result += String(number)
            default:
                throw .invalidXCUIQuery(
                    expression: expression, offset: offset + 1 + index,
                    message: "%\(specifier) does not take \(describe(value))")
            }
            index += length
        }
        if !remaining.isEmpty {
            throw .invalidXCUIQuery(
                expression: expression, offset: offset,
                message: "the format string has \(values.count - remaining.count) substitutions but \(values.count) arguments follow it")
        }
        return result
    }

    /// A string literal NSPredicate reads back as `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): "the string \"\(text)\""
        case .integer(let number): "the number \(number)"
        case .none: "nil"
        }
    }
}
