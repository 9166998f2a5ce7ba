/// UiAutomator2's `id` completion (`ElementLocationHelpers.rewriteIdLocator`):
/// a value that is not already a full resource name gets `<package>:id/`
/// in front.
enum AndroidResourceID {
    /// Whether `value` matches `^[a-zA-Z_][a-zA-Z0-9._]*:[^/]+/\S+$`, the
    /// server's test for "already qualified" (`com.example:id/login`,
    /// `android:id/title`).
    ///
    /// Read as UTF-8 bytes, with no array of scalars made per call (it ran
    /// on every Android `id` lookup): every character the pattern names is
    /// ASCII, and no byte of a multi-byte UTF-8 sequence is, so the bytes
    /// give the scalars' answer.
    static func isQualified(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            guard let first = bytes.first, isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
            var position = 1
            while position < bytes.count, isASCIILetter(bytes[position]) || isASCIIDigit(bytes[position])
                || bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "_")
            {
                position += 1
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
            position += 1
            // `[^/]+` is greedy but must leave a `/` behind it: the type part
            // runs to the first `/`, and what follows must be non-empty with
            // no whitespace.
            guard let slash = bytes[position...].firstIndex(of: UInt8(ascii: "/")), slash > position else { return false }
            let rest = bytes[(slash + 1)...]
            // Any later `/` belongs to `\S+` as long as nothing is whitespace.
            return !rest.isEmpty && !rest.contains(where: isWhitespace)
        }
    }

    /// `value` as UiAutomator2 looks it up: qualified values unchanged,
    /// others prefixed with `<package>:id/`; unchanged when no package is known.
    static func completed(_ value: String, package: String?) -> String {
        guard let package, !isQualified(value) else { return value }
        return "\(package):id/\(value)"
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `\s` in Java regular expressions: `[ \t\n\x0B\f\r]`.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
