/// The few ANSI SGR sequences the text reports use. Kept to the basic eight
/// colours so they work on every terminal and respect its palette.
enum ANSIStyle {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"

    static func start(for emphasis: CellEmphasis) -> String? {
        switch emphasis {
        case .none: nil
        case .good: "\u{1B}[32m"
        case .bad: "\u{1B}[31m"
        case .warning: "\u{1B}[33m"
        case .muted: "\u{1B}[2m"
        case .strong: bold
        }
    }

    /// `text` wrapped in `start` and a reset; empty text stays empty so no
    /// invisible codes end up behind the last visible character.
    static func styled(_ text: String, _ start: String?) -> String {
        guard let start, !text.isEmpty else { return text }
        return start + text + reset
    }
}

/// ANSI colours for the few words a text report highlights outside its
/// tables (compare and bench); plain text when disabled.
package struct TerminalPaint {
    package let enabled: Bool

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func red(_ text: String) -> String { wrap(text, "31") }
    package func green(_ text: String) -> String { wrap(text, "32") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }
}
