/// Makes untrusted text safe and single-line for a terminal: page sources and
/// test files may contain escape sequences that would otherwise move the
/// cursor or recolour the screen, and line breaks would tear a table apart.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// C0 and C1 control characters (including ESC) and DEL.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
