/// How deep the arrays and objects of JSON text nest, told in one pass
/// before anything decodes it: the servers refuse a body or message nested
/// past their bound (`replay`'s and `inspect --serve`'s request bodies,
/// `locatorlab-mcp`'s messages), since a decoder spends seconds on a small
/// text nested 100,000 deep.
public enum JSONNesting {
    /// Whether `bytes` nests arrays and objects deeper than `limit`.
    /// Brackets inside strings, escaped quotes included, do not count. Not
    /// a syntax check: malformed text is left to the decoder, within this bound.
    public static func exceeds<Bytes: Sequence<UInt8>>(_ bytes: Bytes, limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
