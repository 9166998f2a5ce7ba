/// Splits the bytes of a JSON-RPC stream into its newline-delimited
/// messages (``BoundedStdioTransport``), refusing a message longer or
/// deeper than the limits. Each byte is looked at a bounded number of
/// times, however the stream is cut into reads: a newline is searched for
/// in the new bytes only, and an overlong message is dropped as it comes.
struct MessageLines {
    enum Refusal: Equatable, Sendable {
        case tooLong(Int)
        case tooDeep(Int)
    }

    enum Item: Equatable {
        case message([UInt8])
        case refused(Refusal)
    }

    let limits: BoundedStdioTransport.Limits
    /// The start of a message whose newline has not come yet.
    private var pending: [UInt8] = []
    /// Past the length limit: the rest of this message is dropped.
    private var skipping = false

    init(limits: BoundedStdioTransport.Limits) {
        self.limits = limits
    }

    /// The messages `bytes` completes, in order; blank lines are none.
    mutating func take(_ bytes: ArraySlice<UInt8>) -> [Item] {
        let newline = UInt8(ascii: "\n")
        var items: [Item] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: newline) {
            let piece = bytes[start..<end]
            start = end + 1
            if skipping || pending.count + piece.count > limits.maximumMessageBytes {
                skipping = false
                pending.removeAll()
                items.append(.refused(.tooLong(limits.maximumMessageBytes)))
                continue
            }
            pending += piece
            defer { pending.removeAll(keepingCapacity: pending.count <= limits.readBytes) }
            guard pending.contains(where: { !Self.isWhitespace($0) }) else { continue }
            if Self.depth(of: pending, exceeds: limits.maximumDepth) {
                items.append(.refused(.tooDeep(limits.maximumDepth)))
            } else {
                items.append(.message(pending))
            }
        }
        let rest = bytes[start...]
        if !skipping {
            if pending.count + rest.count > limits.maximumMessageBytes {
                skipping = true
                pending.removeAll()
            } else {
                pending += rest
            }
        }
        return items
    }

    /// Whether the arrays and objects of JSON text `bytes` nest deeper than
    /// `limit` (brackets inside strings do not count). Malformed text is
    /// left to the decoder.
    static func depth(of bytes: [UInt8], exceeds limit: Int) -> Bool {
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
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
