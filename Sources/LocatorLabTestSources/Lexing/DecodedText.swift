/// The text of a string literal as it is decoded, in UTF-8. Escapes add
/// code points; UTF-16 escapes (`\uD83D\uDE00`) are paired into one.
package struct DecodedText {
    private(set) var bytes: [UInt8] = []
    private var pendingHighSurrogate: UInt32?

    package mutating func append(byte: UInt8) {
        flushSurrogate()
        bytes.append(byte)
    }

    package mutating func append<S: Sequence>(contentsOf slice: S) where S.Element == UInt8 {
        flushSurrogate()
        bytes.append(contentsOf: slice)
    }

    /// Appends a code point; a lone surrogate or a value past U+10FFFF
    /// becomes U+FFFD.
    package mutating func append(scalar value: UInt32) {
        flushSurrogate()
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        bytes.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Appends one UTF-16 code unit, pairing surrogates.
    package mutating func append(utf16Unit unit: UInt32) {
        if (0xD800...0xDBFF).contains(unit) {
            flushSurrogate()
            pendingHighSurrogate = unit
            return
        }
        if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            append(scalar: 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
            return
        }
        append(scalar: unit)
    }

    private mutating func flushSurrogate() {
        if pendingHighSurrogate != nil {
            pendingHighSurrogate = nil
            bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
        }
    }

    package var string: String {
        var copy = self
        copy.flushSurrogate()
        return String(decoding: copy.bytes, as: UTF8.self)
    }

    package var isEmpty: Bool { bytes.isEmpty && pendingHighSurrogate == nil }
}
