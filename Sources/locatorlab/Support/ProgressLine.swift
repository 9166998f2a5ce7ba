import Foundation
import LocatorLabReporting

/// A one-line progress indicator on standard error, redrawn in place; only
/// drawn when standard error is a terminal, so logs and pipes stay clean.
/// Workers on several threads may update it; a lock keeps lines whole.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private var drawn = false
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        // Erase the line, then draw; long texts are cut to one line. The text
        // holds file names, whose control characters must not reach the terminal.
        Terminal.standardError.write("\r\u{1B}[2K" + String(TerminalText.sanitized(text).prefix(100)))
        drawn = true
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard enabled, drawn else { return }
        Terminal.standardError.write("\r\u{1B}[2K")
        drawn = false
    }
}
