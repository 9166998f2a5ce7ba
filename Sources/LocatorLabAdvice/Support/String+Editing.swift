/// Small text edits the analysis and its reports need, written against the
/// standard library so the module does not lean on Foundation for them.
extension StringProtocol {
    /// The text without leading and trailing whitespace (line breaks included).
    package func trimmingWhitespace() -> SubSequence {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The first occurrence of `target` replaced.
    package func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }

    /// Padded with spaces to `width` characters, for aligned text columns.
    package func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    package func trimmingTrailingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
