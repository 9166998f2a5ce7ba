/// UiAutomator2's `id` completion (`ElementLocationHelpers.rewriteIdLocator`):
/// a value that is not already a full resource name gets `<package>:id/`
/// in front.
enum AndroidResourceID {
    /// Whether `value` matches `^[a-zA-Z_][a-zA-Z0-9._]*:[^/]+/\S+$`, the
    /// server's test for "already qualified" (`com.example:id/login`,
    /// `android:id/title`).
    static func isQualified(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.first, isASCIILetter(first) || first == "_" else { return false }
        var position = 1
        while position < scalars.count, isASCIILetter(scalars[position]) || isASCIIDigit(scalars[position])
            || scalars[position] == "." || scalars[position] == "_"
        {
            position += 1
        }
        guard position < scalars.count, scalars[position] == ":" else { return false }
        position += 1
        // `[^/]+` is greedy but must leave a `/` behind it: the type part runs
        // to the last `/` whose remainder is non-empty and has no whitespace.
        guard let slash = scalars[position...].firstIndex(of: "/"), slash > position else { return false }
        let rest = scalars[(slash + 1)...]
        // Any later `/` belongs to `\S+` as long as nothing is whitespace.
        return !rest.isEmpty && !rest.contains(where: isWhitespace)
    }

    /// `value` as UiAutomator2 looks it up: qualified values unchanged,
    /// others prefixed with `<package>:id/`; unchanged when no package is known.
    static func completed(_ value: String, package: String?) -> String {
        guard let package, !isQualified(value) else { return value }
        return "\(package):id/\(value)"
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `\s` in Java regular expressions: `[ \t\n\x0B\f\r]`.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"].contains(scalar)
    }
}
