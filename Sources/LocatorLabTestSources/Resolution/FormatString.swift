/// The format calls that build XPaths in test code, applied to known
/// arguments. Only the conversions that copy a value as text are
/// evaluated (`%s`, `%d`, `{0}`, `{}`, `{name}`); anything else (a width, a
/// precision, `%r`, `{0:X}`) makes the result unknown rather than guessed.
package enum FormatString {
    package enum Style: Sendable {
        /// Java's `String.format`, Kotlin's `.format`, Ruby's `format` and
        /// `%`, Python's `%` (`%s`, `%d`, `%1$s`, `%%`).
        case printf
        /// C#'s `string.Format` (`{0}`, `{{`, `}}`).
        case dotNet
        /// Python's `str.format` (`{}`, `{0}`, `{name}`, `{{`, `}}`).
        case python
    }

    /// `format` with `positional` and `named` arguments, or `nil` when it
    /// uses a conversion not modelled or an argument not given.
    package static func apply(
        _ format: String, style: Style, positional: [String], named: [String: String] = [:]
    ) -> String? {
        switch style {
        case .printf: printf(format, positional)
        case .dotNet, .python: braces(format, positional, named, style: style)
        }
    }

    private static func printf(_ format: String, _ arguments: [String]) -> String? {
        var result = ""
        var next = 0
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            // `%%`, `%s`, `%d`, `%2$s`: digits then `$` pick an argument.
            var digits = ""
            var conversion = characters.next()
            while let current = conversion, current.isASCII, current.isNumber {
                digits.append(current)
                conversion = characters.next()
            }
            var index = next
            if conversion == "$", let position = Int(digits), position >= 1 {
                index = position - 1
                conversion = characters.next()
            } else if !digits.isEmpty {
                return nil  // a width
            } else {
                next += 1
            }
            switch conversion {
            case "%" where digits.isEmpty:
                next -= 1
                result.append("%")
            case "s", "d", "i", "u":
                guard index < arguments.count else { return nil }
                if conversion != "s", Int(arguments[index]) == nil { return nil }
                result += arguments[index]
            default:
                return nil
            }
        }
        return result
    }

    private static func braces(
        _ format: String, _ positional: [String], _ named: [String: String], style: Style
    ) -> String? {
        var result = ""
        var next = 0
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "{" || character == "}" {
                if index + 1 < characters.count, characters[index + 1] == character {
                    result.append(character)
                    index += 2
                    continue
                }
                guard character == "{", let close = characters[index...].firstIndex(of: "}") else { return nil }
                let field = String(characters[(index + 1)..<close])
                if field.isEmpty, style == .python {
                    guard next < positional.count else { return nil }
                    result += positional[next]
                    next += 1
                } else if let position = Int(field) {
                    guard position >= 0, position < positional.count else { return nil }
                    result += positional[position]
                } else if style == .python, let value = named[field] {
                    result += value
                } else {
                    return nil
                }
                index = close + 1
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
