import LocatorLabTestSources

/// A locator argument built at run time, read as text and holes, in one of
/// the three shapes test code builds XPaths in:
///
/// | form | example |
/// |---|---|
/// | concatenation | `"//XCUIElementTypeCell[@name='Row_" + i + "']"` |
/// | interpolation | `f"//*[@name='Row_{i}']"`, `` `//*[@name="Row_${i}"]` ``, `"…#{i}…"`, `$"…{i}…"`, `"…${i}…"` |
/// | format call | `String.format("//*[@name='Row_%s']", i)` |
///
/// It matches the values a recording saw the call send (``match(_:)``), and
/// writes another template in the same shape (``code(for:language:)``), so
/// that the identifier keeps the test's own variables.
///
/// Anything else (a variable, a helper's result, text with escapes an
/// interpolated literal would need to keep) is not read: such a call is
/// left alone.
struct DynamicTemplate: Equatable {
    /// A piece of the built string: text known statically, or a hole
    /// filled at run time with the source text that fills it.
    enum Piece: Equatable {
        case text(String)
        case hole(String)
    }

    enum Form: Equatable {
        /// Literals joined with `+`, in the first literal's style.
        case concatenation(style: LiteralStyle?)
        /// One interpolated literal: its opening (prefix and delimiter),
        /// closing delimiter, and how a hole opens and closes there.
        case interpolation(opening: String, closing: String, holeOpening: String, holeClosing: String)
        /// `callee(LITERAL, args…)` with `%s` or `%d` for each hole.
        case format(callee: String, directives: [String], style: LiteralStyle?)
    }

    var form: Form
    /// Text and holes alternate; the first and last pieces are text (maybe empty).
    var pieces: [Piece]

    var holeCount: Int { pieces.filter { if case .hole = $0 { true } else { false } }.count }

    /// The texts between the holes (one more than the holes).
    var texts: [String] {
        pieces.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    // MARK: Matching

    /// The hole values that build `value`, or nil when the template cannot
    /// build it. Each hole takes the shortest non-empty text that lets the
    /// rest match, left to right.
    func match(_ value: String) -> [String]? {
        let texts = self.texts.map(Array.init)
        let characters = Array(value)
        guard texts.count >= 2, characters.starts(with: texts[0]),
            characters.count >= texts[0].count + texts[texts.count - 1].count,
            Array(characters.suffix(texts[texts.count - 1].count)) == texts[texts.count - 1]
        else { return nil }
        var position = texts[0].count
        let end = characters.count - texts[texts.count - 1].count
        var holes: [String] = []
        for index in 1..<texts.count {
            let isLast = index == texts.count - 1
            // The hole runs to the next text (the last one to `end`).
            var found: Int?
            if isLast {
                found = end > position ? end : nil
            } else {
                var start = position + 1
                while start + texts[index].count <= end {
                    if characters[start..<(start + texts[index].count)].elementsEqual(texts[index]) {
                        found = start
                        break
                    }
                    start += 1
                }
            }
            guard let stop = found else { return nil }
            holes.append(String(characters[position..<stop]))
            position = stop + texts[index].count
        }
        return position == characters.count ? holes : nil
    }

    // MARK: Writing

    /// The source text of a string built like this template from `pieces`
    /// (text and this template's holes), in the template's own shape.
    /// Nil when that shape cannot hold it (a concatenation that would not
    /// start with text, where `+` could add numbers).
    func code(for pieces: [Piece], language: SourceLanguage) -> String? {
        let pieces = pieces.filter { $0 != .text("") }
        guard !pieces.isEmpty else { return nil }
        switch form {
        case .concatenation(let style):
            guard case .text = pieces[0] else { return nil }
            return pieces.map { piece in
                switch piece {
                case .text(let text): LiteralWriter.literal(text, language: language, like: style)
                case .hole(let code): code
                }
            }.joined(separator: " + ")
        case .interpolation(let opening, let closing, let holeOpening, let holeClosing):
            // Texts of an interpolated literal were read without escapes, and
            // a new one is written so too; a text that would need one is refused.
            var body = ""
            for piece in pieces {
                switch piece {
                case .text(let text):
                    guard Self.needsNoEscape(text, closing: closing, holeOpening: holeOpening) else { return nil }
                    body += text
                case .hole(let code): body += holeOpening + code + holeClosing
                }
            }
            return opening + body + closing
        case .format(let callee, let directives, let style):
            // Every hole is kept, in order, so the k-th keeps the k-th directive.
            var format = ""
            var arguments: [String] = []
            for piece in pieces {
                switch piece {
                case .text(let text): format += text.replacingOccurrences(of: "%", with: "%%")
                case .hole(let code):
                    guard arguments.count < directives.count else { return nil }
                    format += directives[arguments.count]
                    arguments.append(code)
                }
            }
            return callee + "(" + LiteralWriter.literal(format, language: language, like: style) + ", "
                + arguments.joined(separator: ", ") + ")"
        }
    }

    /// Whether `text` reads the same raw inside an interpolated literal.
    static func needsNoEscape(_ text: String, closing: String, holeOpening: String) -> Bool {
        !text.contains("\\") && !text.contains(closing) && !text.contains("{") && !text.contains("}")
            && !text.contains(where: \.isNewline) && !(holeOpening.hasPrefix("$") && text.contains("$"))
            && !(holeOpening.hasPrefix("#") && text.contains("#"))
    }
}
