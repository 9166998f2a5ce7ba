import ArgumentParser
import Foundation
import LocatorLabReporting

/// Prints one library error the way compilers do (`file:line:col: error: …`)
/// and turns it into the documented exit code; no stack trace, ever.
struct CommandFailure {
    let message: String
    let status: Int32

    /// Writes the message to stderr and returns the `ExitCode` to throw.
    /// Messages quote untrusted input (names, values, paths), so control
    /// characters are shown escaped; the message's own line breaks stay.
    func report() -> ExitCode {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        Terminal.standardError.write(lines.map { TerminalText.sanitized(String($0)) }.joined(separator: "\n") + "\n")
        return ExitCode(status)
    }
}
