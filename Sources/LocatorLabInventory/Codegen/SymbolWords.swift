import Foundation

/// Cuts raw identifier text into ASCII words for building names in code:
/// `URLField` → `URL` `Field`, `product_list` → `product` `list`,
/// `Überschrift` → `Uberschrift`, `設定` → `U8a2d` `U5b9a`.
///
/// Everything in the result is ASCII so generated names read and compile
/// the same in every language and editor:
/// - Latin letters lose their accents (canonical decomposition, combining
///   marks dropped) and a few letters are spelled out (`ß` → `ss`, `æ` → `ae`,
///   `ø` → `o`, `ł` → `l`, `đ`/`ð` → `d`, `þ` → `th`, `ı` → `i`, `œ` → `oe`);
/// - other letters and digits become their code point, `U` plus lowercase
///   hexadecimal, one word each;
/// - anything else (spaces, punctuation, symbols, emoji) separates words.
///
/// Words break at separators, at a lowercase-to-uppercase step (`userName`),
/// before the last capital of a run followed by lowercase (`URLField`), and
/// between digits and a capital when the word has letters (`Card2Title`, but
/// `3DTouch` is `3D` `Touch`).
///
/// With `otherScripts: .dropped` letters of other scripts than Latin
/// separate words instead, for names proposed from a label (`保存` has no
/// word a developer could read, so its proposal is built from the element's
/// type alone).
enum SymbolWords {
    /// What becomes of the letters and digits of other scripts than Latin.
    enum OtherScripts {
        /// `U` and the code point, one word each: a name made from an
        /// existing identifier keeps every part of it.
        case codePoints
        /// A separator.
        case dropped
    }

    static func words(in text: String, otherScripts: OtherScripts = .codePoints) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let characters = Array(folded(text, otherScripts: otherScripts))
        for (position, character) in characters.enumerated() {
            if character == " " {
                flush()
                continue
            }
            if let previous = current.last {
                let next = position + 1 < characters.count ? characters[position + 1] : nil
                let breaks =
                    (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                    || (previous.isNumber && character.isUppercase && current.contains(where: \.isLetter))
                if breaks { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// ASCII letters and digits, with a space wherever a word must end.
    static func folded(_ text: String, otherScripts: OtherScripts = .codePoints) -> String {
        var result = ""
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.isASCII {
                let isAlphanumeric =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                result.unicodeScalars.append(isAlphanumeric ? scalar : " ")
            } else if scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark
                || scalar.properties.generalCategory == .enclosingMark
            {
                continue
            } else if let spelled = spelledOut[scalar] {
                result += spelled
            } else if otherScripts == .codePoints
                && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            {
                // Lowercase hex digits keep the word whole when it is split at capitals.
                result += " U" + String(scalar.value, radix: 16, uppercase: false) + " "
            } else {
                result += " "
            }
        }
        return result
    }

    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "ħ": "h", "Ħ": "H",
    ]
}
