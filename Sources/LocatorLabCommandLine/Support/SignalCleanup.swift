import LocatorLabFiles
import LocatorLabPageSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary file of a write in progress when the process is
/// interrupted (Ctrl-C, `kill`, a closed terminal, a CI timeout), then lets
/// the signal end the process as it would have: a kill during `convert
/// --write` left `.NAME.locatorlab-PID-RANDOM` files in 5 of 12 trials.
/// SIGKILL cannot be caught; the next `convert --write` removes what it left.
enum SignalCleanup {
    private nonisolated(unsafe) static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        PendingTemporaryFile.prepare()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            // SA_RESETHAND restores the default action before the handler
            // runs, so re-raising ends the process with the same signal.
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)  // 0x80000000 on Linux
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// Only async-signal-safe calls: `unlink` (inside) and `raise`.
private func handle(_ signalNumber: Int32) {
    PendingTemporaryFile.removeFromSignalHandler()
    raise(signalNumber)
}
