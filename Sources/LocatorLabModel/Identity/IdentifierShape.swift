/// What an identifier looks like, from its text alone. These heuristics decide
/// whether an iOS `name` that equals the label, or an Android `content-desc`,
/// is an identifier someone chose, and whether an identifier looks machine-made.
public enum IdentifierShape {
    /// Whether `text` looks like an identifier a developer wrote rather than
    /// text for people. Nothing with whitespace does; otherwise one of:
    /// - a dotted path: two or more non-empty segments of letters, digits,
    ///   `_` and `-`, the first starting with a letter or `_`
    ///   (`Users.UserDetails.Label`, `list.0`, `login.username`);
    /// - snake case: ASCII letters and digits with an `_` between them (`login_button`);
    /// - lower camel case: two or more lowercase ASCII letters, then an
    ///   uppercase one (`loginButton`; not `iPhone` or `eBay`).
    ///
    /// Kebab case is not enough on its own: `Wi-Fi` and `e-mail` are labels.
    public static func looksLikeIdentifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, !scalars.contains(where: isSpaceOrControl) else { return false }
        return isDottedPath(scalars) || isSnakeCase(scalars) || isLowerCamelCase(scalars)
    }

    /// Whether `text` is a dotted path in lowercase only (letters, digits,
    /// `-`): the shape of SF Symbol names (`person.circle`, `person.2.fill`)
    /// and host names (`example.com`), which images and links carry as labels.
    public static func isLowercaseDottedPath(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard isDottedPath(scalars) else { return false }
        return !scalars.contains { $0.properties.isUppercase || $0 == "_" }
    }

    /// Why `text` looks generated rather than named, or `nil` (the rule
    /// `compare` and `convert` share: ``IdentifierQuality/generatedPattern(in:)``).
    public static func generatedPattern(in text: String) -> GeneratedIdentifierPattern? {
        IdentifierQuality.generatedPattern(in: text)
    }

    // MARK: - Shapes

    private static func isDottedPath(_ scalars: [Unicode.Scalar]) -> Bool {
        let segments = scalars.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, segments.allSatisfy({ !$0.isEmpty }) else { return false }
        guard let first = segments[0].first, first.properties.isAlphabetic || first == "_" else { return false }
        return segments.allSatisfy { segment in
            segment.allSatisfy { isLetterOrNumber($0) || $0 == "_" || $0 == "-" }
        }
    }

    private static func isSnakeCase(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.allSatisfy({ isASCIILetter($0) || isDigit($0) || $0 == "_" }) else { return false }
        for position in scalars.indices.dropFirst().dropLast() where scalars[position] == "_" {
            let before = scalars[position - 1]
            let after = scalars[position + 1]
            if (isASCIILetter(before) || isDigit(before)) && (isASCIILetter(after) || isDigit(after)) { return true }
        }
        return false
    }

    private static func isLowerCamelCase(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.allSatisfy({ isASCIILetter($0) || isDigit($0) }) else { return false }
        var lowercaseRun = 0
        for scalar in scalars {
            if ("a"..."z").contains(scalar) {
                lowercaseRun += 1
            } else {
                return ("A"..."Z").contains(scalar) && lowercaseRun >= 2
            }
        }
        return false
    }

    // MARK: - Characters

    /// ASCII by its code (whitespace U+0009-U+000D and U+0020, controls
    /// U+0000-U+001F and U+007F, as the Unicode properties have them): the
    /// property lookups were a hot spot of `inspect` on a large screen.
    static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }

    /// Alphabetic, or with a numeric type (ASCII: a letter or a digit).
    static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetter(scalar) || isDigit(scalar) }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }
}
