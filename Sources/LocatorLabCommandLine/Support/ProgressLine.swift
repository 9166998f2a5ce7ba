import Dispatch
import Foundation
import LocatorLabReporting

/// A one-line progress indicator on standard error, redrawn in place; only
/// drawn when standard error is a terminal, so logs and pipes stay clean.
///
/// While a phase runs, a timer redraws the line twice a second with the
/// phase's elapsed time, so a long step (reading a million-element page
/// source, a survival trial) still shows that the tool is working. Workers
/// on several threads may update it; a lock keeps lines whole.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private var drawn = false
    private var text = ""
    private var phaseStart = DispatchTime.now()
    private var timer: DispatchSourceTimer?
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
        guard enabled else { return }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    deinit {
        timer?.cancel()
    }

    /// Starts a new phase described by `text`.
    func update(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        self.text = text
        phaseStart = .now()
        draw(text)
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        guard enabled, drawn else { return }
        Terminal.standardError.write("\r\u{1B}[2K")
        drawn = false
    }

    private func tick() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil, !text.isEmpty else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - phaseStart.uptimeNanoseconds) / 1e9
        draw(text + String(format: " (%.0f s)", seconds))
    }

    /// Erases the line, then draws; long texts are cut to one line. The text
    /// holds file names, whose control characters must not reach the terminal.
    private func draw(_ line: String) {
        Terminal.standardError.write("\r\u{1B}[2K" + String(TerminalText.sanitized(line).prefix(100)))
        drawn = true
    }
}
