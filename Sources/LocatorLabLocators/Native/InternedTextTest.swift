import LocatorLabModel

/// A substring test on interned strings, answered once per distinct string
/// of a tree and on its UTF-8 bytes where that gives the same answer. The
/// native strategies test one attribute of every element; a tree repeats
/// much of its text, and building a `String` per element (and lower-casing
/// it, or bridging it to `NSString`) made `label CONTAINS` 1.2x and
/// `textContains` 1.1-1.2x libxml2's `contains()` on 10,000 elements.
final class InternedTextTest {
    /// Where the text must hold the needle.
    enum Position {
        case anywhere, start, end
    }

    /// How characters compare.
    enum Comparison {
        /// Code unit for code unit: `NSString`'s `NSLiteralSearch`, which
        /// WebDriverAgent's predicates use without `[c]`/`[d]`. For valid
        /// Unicode, UTF-8 bytes match exactly where UTF-16 units do.
        case literal
        /// Both sides lower-cased first, as UiSelector's `…Contains` and
        /// `…StartsWith` do (`UiSelector.java`, `toLowerCase()`).
        case lowercased
    }

    private let strings: StringTable
    private let position: Position
    private let comparison: Comparison
    private let needle: [UInt8]
    private let loweredNeedle: String
    /// Per string ID: 0 not yet tested, 1 holds, 2 does not.
    private var verdicts: [UInt8]

    init(needle: String, position: Position, comparison: Comparison, strings: StringTable) {
        self.strings = strings
        self.position = position
        self.comparison = comparison
        loweredNeedle = needle.lowercased()
        self.needle = Array((comparison == .lowercased ? loweredNeedle : needle).utf8)
        verdicts = Array(repeating: 0, count: strings.count)
    }

    /// Whether the string `id` holds the needle.
    func holds(_ id: StringID) -> Bool {
        let index = Int(id.raw)
        guard index < verdicts.count else { return test(id) }
        switch verdicts[index] {
        case 1: return true
        case 2: return false
        default:
            let verdict = test(id)
            verdicts[index] = verdict ? 1 : 2
            return verdict
        }
    }

    private func test(_ id: StringID) -> Bool {
        strings.withUTF8(id) { text in
            switch comparison {
            case .literal:
                return Self.find(needle, in: text, at: position, foldingASCII: false)
            case .lowercased:
                // Lower-casing ASCII gives ASCII; other text may lower-case
                // into ASCII (the Kelvin sign into `k`), so it goes the long way.
                if !text.contains(where: { $0 >= 0x80 }) {
                    return Self.find(needle, in: text, at: position, foldingASCII: true)
                }
                let lowered = String(decoding: text, as: UTF8.self).lowercased()
                switch position {
                case .anywhere: return loweredNeedle.isEmpty || lowered.contains(loweredNeedle)
                case .start: return lowered.hasPrefix(loweredNeedle)
                case .end: return lowered.hasSuffix(loweredNeedle)
                }
            }
        }
    }

    /// Byte search; with `foldingASCII`, `text`'s ASCII capitals count as
    /// their lower case (`needle` is lower case already).
    private static func find(
        _ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, at position: Position, foldingASCII: Bool
    ) -> Bool {
        let count = needle.count
        guard count <= text.count else { return false }
        if count == 0 { return true }
        func matches(at offset: Int) -> Bool {
            for index in 0..<count {
                var byte = text[offset + index]
                if foldingASCII, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
                if byte != needle[index] { return false }
            }
            return true
        }
        switch position {
        case .start: return matches(at: 0)
        case .end: return matches(at: text.count - count)
        case .anywhere:
            let first = needle[0]
            for offset in 0...(text.count - count) {
                var byte = text[offset]
                if foldingASCII, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
                if byte == first, matches(at: offset) { return true }
            }
            return false
        }
    }
}
