/// How names are spelled and found in test sources: the key declarations
/// and uses are matched by, the names inside interpolated literals, and the
/// names an import statement brings in.
extension ConstantTable {
    static func quoted(_ text: String) -> String { "'\(text)'" }

    /// The name declarations and uses are matched by. Robot Framework
    /// matches variables ignoring case, spaces and underscores (`${Sign In}`
    /// is `${SIGN_IN}`); every other name, and nothing else is written
    /// `${…}`, `@{…}` or `&{…}`, matches exactly.
    package static func key(_ name: String) -> String {
        guard name.count >= 3, let sigil = name.first, "$@&".contains(sigil), name.dropFirst().first == "{",
            name.last == "}"
        else { return name }
        let inner = name.dropFirst(2).dropLast().lowercased().filter { $0 != " " && $0 != "_" }
        return "\(sigil){\(inner)}"
    }

    /// The `${NAME}` variables written inside a Robot cell, once each.
    static func robotVariables(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var names = Set<String>()
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
            {
                names.insert(String(decoding: bytes[index...close], as: UTF8.self))
                index = close + 1
            } else {
                index += 1
            }
        }
        return names
    }

    /// The identifier-like words of an interpolated literal's text, once each.
    static func words(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var words = Set<String>()
        var current: [UInt8] = []
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        for byte in bytes {
            if isWordByte(byte) {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll()
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Whether the token names what an import brings in (`from m import X`,
    /// `import static a.Locators.DONE;`, `import { X } from './m'`,
    /// `using static …`): that is not a use of the value.
    static func isImported(_ index: Int, in stream: TokenStream) -> Bool {
        var first = index
        while first > 0, !stream[first].followsLineBreak { first -= 1 }
        if stream.isIdentifier(first, in: ["import", "from", "using", "export"]) { return true }
        // `import {\n  A,\n  B\n} from …`: the names sit in braces after `import`.
        var position = index - 1
        while position >= 0, position > index - 64 {
            if stream.isPunctuation(position, "{") {
                // `const { A, B } = require(…)` and `module.exports = { A, B }`
                // name values, they do not use them.
                if stream.isIdentifier(position - 1, in: ["import", "export", "const", "let", "var"]) { return true }
                return stream.isPunctuation(position - 1, "=") && stream.isIdentifier(position - 2, "exports")
            }
            if stream.isPunctuation(position, "}") || stream.isPunctuation(position, ";") { return false }
            position -= 1
        }
        return false
    }

    struct DeclarationKey: Hashable {
        package var fileIndex: Int
        package var start: Int

        package init(fileIndex: Int, start: Int) {
            self.fileIndex = fileIndex
            self.start = start
        }

        package init(_ declaration: ConstantDeclaration) {
            self.init(fileIndex: declaration.fileIndex, start: declaration.nameRange.lowerBound)
        }
    }
}
