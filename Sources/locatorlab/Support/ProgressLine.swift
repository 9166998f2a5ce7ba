import LocatorLabReporting

/// A one-line progress indicator on standard error, redrawn in place; only
/// drawn when standard error is a terminal, so logs and pipes stay clean.
final class ProgressLine {
    private let enabled: Bool
    private var drawn = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ text: String) {
        guard enabled else { return }
        // Erase the line, then draw; long texts are cut to one line. The text
        // holds file names, whose control characters must not reach the terminal.
        Terminal.standardError.write("\r\u{1B}[2K" + String(TerminalText.sanitized(text).prefix(100)))
        drawn = true
    }

    func finish() {
        guard enabled, drawn else { return }
        Terminal.standardError.write("\r\u{1B}[2K")
        drawn = false
    }
}
