import ArgumentParser
import Foundation

/// Prints one library error the way compilers do (`file:line:col: error: …`)
/// and turns it into the documented exit code; no stack trace, ever.
struct CommandFailure {
    let message: String
    let status: Int32

    /// Writes the message to stderr and returns the `ExitCode` to throw.
    func report() -> ExitCode {
        Terminal.standardError.write("\(message)\n")
        return ExitCode(status)
    }
}
