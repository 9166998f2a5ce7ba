/// A dump printed as a Swift string literal. `po app.debugDescription` in
/// the debugger prints the `String` as Swift writes it: in double quotes,
/// on one line, with `\n` for each line break and `\'` for the quotes
/// around labels (swift-man/XCUITest_study's README pastes one so). The
/// reader unescapes it and reads the dump inside.
enum DebugDescriptionStringLiteral {
    /// The dump inside the first string literal that holds an escaped
    /// `Element subtree:` section, and the 1-based line its opening quote
    /// is on; `nil` when the text has an `Element subtree:` line of its own
    /// or no such literal.
    static func unescaped(_ text: String) -> (text: String, line: Int)? {
        let escapedHeader = "\\nElement subtree:\\n"
        guard text.contains(escapedHeader), !hasSubtreeLine(text) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let header = Array(escapedHeader.unicodeScalars)
        guard let headerStart = firstIndex(of: header, in: scalars),
            let open = scalars[..<headerStart].lastIndex(of: "\"")
        else { return nil }
        var result = String.UnicodeScalarView()
        var index = open + 1
        while index < scalars.count, scalars[index] != "\"" {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[index + 1]
            index += 2
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                // `\u{2192}`: one to eight hexadecimal digits in braces,
                // so the `}` is looked for that far only (a long run of
                // `\u{` without one stays linear).
                let digitsEnd = min(index + 10, scalars.count)
                if index < scalars.count, scalars[index] == "{",
                    let close = scalars[index..<digitsEnd].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                {
                    result.append(decoded)
                    index = close + 1
                } else {
                    result.append("\\")
                    result.append(escaped)
                }
            default: result.append(escaped)  // `\'`, `\"`, `\\`
            }
        }
        let line = scalars[..<open].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return (String(result), line)
    }

    /// Whether a line starts (after indentation) with `Element subtree:`:
    /// then the text is a dump as it is, whatever a label quotes.
    private static func hasSubtreeLine(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: true).contains {
            $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("Element subtree:")
        }
    }

    private static func firstIndex(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
