import LocatorLabPageSource

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
            if JSONNesting.exceeds(pending, limit: limits.maximumDepth) {
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
