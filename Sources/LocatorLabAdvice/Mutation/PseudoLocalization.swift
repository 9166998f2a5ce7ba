/// Deterministic stand-in translations, like Android's pseudo-locales: every
/// letter gets an accent and the text grows by about a third, the way German
/// or Finnish strings do. Digits and punctuation are kept.
enum PseudoLocalization {
    private static let accented: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ", "k": "ķ",
        "l": "ĺ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "ü", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ",
        "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ĺ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The translation of `text`; empty text stays empty.
    static func translate(_ text: String) -> String {
        guard text.contains(where: \.isLetter) else { return text }
        let body = String(text.map { accented[$0] ?? $0 })
        let padding = String(repeating: "·", count: max(1, text.count / 3))
        return "[\(body) \(padding)]"
    }
}
