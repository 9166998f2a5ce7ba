import Dispatch
import Foundation
import LocatorLabReporting

/// A one-line progress indicator on standard error, redrawn in place; only
/// drawn when standard error is a terminal, so logs and pipes stay clean.
///
/// While a phase runs, a timer redraws the line each second with the
/// phase's elapsed time, so a long step (reading a million-element page
/// source, a survival trial) still shows that the tool is working; it
/// redraws only when the count of seconds changes, so no "(1 s)" is drawn
/// twice. Workers on several threads may update it; a lock keeps lines whole.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let plain: Bool
    private let write: @Sendable (String) -> Void
    private var drawnWidth: Int?
    private var text = ""
    private var shownSeconds = 0
    private var phaseStart = DispatchTime.now()
    private var timer: DispatchSourceTimer?
    private let lock = NSLock()

    /// - Parameters:
    ///   - environment: `TERM=dumb` (Emacs shells, some CI consoles show
    ///     escapes as text) and `NO_COLOR` (https://no-color.org) get a line
    ///     erased with spaces, never `ESC[2K`.
    ///   - write: where the line goes (standard error).
    init(
        enabled: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
        write: @escaping @Sendable (String) -> Void = { Terminal.standardError.write($0) }
    ) {
        self.enabled = enabled
        plain = environment["TERM"] == "dumb" || !(environment["NO_COLOR"] ?? "").isEmpty
        self.write = write
        guard enabled else { return }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + .seconds(1), repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    deinit {
        timer?.cancel()
    }

    /// `1 locator`, `2 locators`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Starts a new phase described by `text`.
    func update(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        self.text = text
        phaseStart = .now()
        shownSeconds = 0
        draw(text)
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        guard enabled, let drawnWidth else { return }
        write(plain ? "\r" + String(repeating: " ", count: drawnWidth) + "\r" : "\r\u{1B}[2K")
        self.drawnWidth = nil
    }

    /// Called by the timer; public to the tests, which drive it by hand.
    func tick(now: DispatchTime = .now()) {
        lock.lock()
        defer { lock.unlock() }
        guard enabled, !text.isEmpty else { return }
        let seconds = Int((now.uptimeNanoseconds &- phaseStart.uptimeNanoseconds) / 1_000_000_000)
        guard seconds > shownSeconds else { return }
        shownSeconds = seconds
        draw(text + " (\(seconds) s)")
    }

    /// Erases the line, then draws; long texts are cut to one line. The text
    /// holds file names, whose control characters must not reach the terminal.
    private func draw(_ line: String) {
        let shown = String(TerminalText.sanitized(line).prefix(100))
        let width = shown.count
        if plain {
            // Spaces over what a longer previous line left.
            write("\r" + shown + String(repeating: " ", count: max(0, (drawnWidth ?? 0) - width)))
        } else {
            write("\r\u{1B}[2K" + shown)
        }
        drawnWidth = width
    }
}
