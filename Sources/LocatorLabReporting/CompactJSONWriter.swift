/// Compact JSON written straight into bytes, for data too large for
/// `JSONEncoder`: the inspector's island of a million-element screen went
/// through Foundation's intermediate tree of boxed values, which took 46%
/// of the time of `inspect` and several gigabytes. The caller writes keys
/// in sorted order itself, so the output is as deterministic as
/// ``ReportJSON``'s; small values still go through ``ReportJSON``
/// (``encoded(_:)``), so that both spell a value alike.
public struct CompactJSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Bytes written as they are: punctuation (`{`, `,`, `:`) or JSON made elsewhere.
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"key":`, for a key that needs no escaping.
    public mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    /// A string with JSON's escapes, as `JSONEncoder` writes them: the
    /// quote, the backslash and control characters; `/` and every other
    /// character as UTF-8.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                switch byte {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                start = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// An integer in decimal, without making a `String` of it.
    public mutating func int(_ value: Int) {
        // One digit is most of a page's numbers: its strings are numbered
        // most used first.
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            if value == Int.min {
                bytes.append(contentsOf: Array("9223372036854775808".utf8))
                return
            }
        }
        // The digits from the last, then turned around in place: no buffer
        // to copy from (a tuple's bytes went through the generic
        // `append(contentsOf:)`, per number).
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var low = start
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// `[a,b,c]`.
    public mutating func ints<Values: Sequence>(_ values: Values) where Values.Element: BinaryInteger {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for value in values {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            int(Int(value))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `["a","b"]`.
    public mutating func strings<Values: Sequence<String>>(_ values: Values) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for value in values {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `value` as ``ReportJSON/encodeCompact(_:what:)`` writes it.
    public mutating func encoded<T: Encodable>(_ value: T, what: String? = nil) throws(ReportingError) {
        var json = try ReportJSON.encodeCompact(value, what: what)
        while json.last == UInt8(ascii: "\n") { json.removeLast() }
        bytes.append(contentsOf: json)
    }
}
