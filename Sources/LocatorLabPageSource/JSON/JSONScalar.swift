/// A value of a JSON tree that is kept as it was read: the document's own
/// keys (`format`, `version`, …) and values a message must show. Arrays
/// and objects are kept only as their description, counted while they are
/// read over, so nothing in the input is ever built as a Foundation value.
struct JSONScalar {
    enum Value {
        case string(String)
        /// The number as written.
        case number(String)
        case boolean(Bool)
        case null
        /// An array or an object, as ``describe(count:isObject:)`` words it.
        case container(String)
    }

    let value: Value
    /// Where the value starts in the input.
    let offset: Int

    init(_ value: Value, at offset: Int) {
        self.value = value
        self.offset = offset
    }

    init(_ token: JSONTokenizer.Token, in tokenizer: JSONTokenizer) {
        let value: Value
        switch token.kind {
        case .string: value = .string(tokenizer.string(token))
        case .number:
            value = .number(String(decoding: UnsafeRawBufferPointer(rebasing: tokenizer.text[token.range]), as: UTF8.self))
        case .literalTrue: value = .boolean(true)
        case .literalFalse: value = .boolean(false)
        default: value = .null
        }
        self.init(value, at: token.range.lowerBound)
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// A number with no fraction (`1`, `1.0`, `1e0`).
    var wholeNumber: Int? {
        guard case .number(let text) = value else { return nil }
        if let integer = Int(text) { return integer }
        guard let number = Double(text) else { return nil }
        return Int(exactly: number)
    }

    /// What the value is, for error messages ("the string \"x\"", "the
    /// number 7", "an array of 3 items").
    var description: String {
        switch value {
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string \"\(shown)\""
        case .number(let text):
            // As Foundation showed it: 1.0 and 1e2 are whole numbers.
            if let whole = wholeNumber { return "the number \(whole)" }
            return "the number \(Double(text).map { "\($0)" } ?? text)"
        case .boolean(let flag):
            return flag ? "true" : "false"
        case .null:
            return "null"
        case .container(let description):
            return description
        }
    }

    static func describe(count: Int, isObject: Bool) -> String {
        if isObject { return "an object" }
        return count == 0 ? "an empty array" : "an array of \(count) item\(count == 1 ? "" : "s")"
    }
}
