/// The text of a string literal as it is decoded, in UTF-8. Escapes add
/// code points; UTF-16 escapes (`\uD83D\uDE00`) are paired into one.
package struct DecodedText {
    private(set) var bytes: [UInt8] = []
    private var pendingHighSurrogate: UInt32?
    /// The pieces before the last interpolation, when there is one.
    private var finishedPieces: [LiteralPiece] = []

    /// Ends the text piece read so far at an interpolation whose expression
    /// spans `expression` (bytes of the source), or at something only known
    /// at run time (`nil`). ``string`` then holds the text after it.
    package mutating func interpolation(_ expression: Range<Int>?) {
        finishedPieces.append(.text(string))
        bytes.removeAll()
        finishedPieces.append(expression.map(LiteralPiece.expression) ?? .unknown)
    }

    /// The literal's pieces in order, or none when nothing interpolates.
    package var pieces: [LiteralPiece] { finishedPieces.isEmpty ? [] : finishedPieces + [.text(string)] }

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
