import LocatorLabFiles
import LocatorLabPageSource

/// Where a command's main output goes: standard output, or a file written
/// with `-o` (see `FileReplacement`).
enum OutputDestination {
    /// Refuses, before the command does its work, a path its write would
    /// refuse anyway (a dangling symbolic link, `OutputPathCheck`): exit 73
    /// at once rather than after minutes of analysis or, for `replay
    /// --report`, after a whole served run. Every command that takes `-o`
    /// (and `replay --report`, `record -o DIR`) calls it first.
    static func check(_ path: String?) throws {
        guard let path, path != "-" else { return }
        try ErrorPresenter.run { try OutputPathCheck.check(path) }
    }

    static func emit(_ bytes: [UInt8], to path: String?) throws {
        if let path, path != "-" {
            SignalCleanup.install()
            try FileReplacement.write(bytes, to: path)
        } else {
            do {
                try Terminal.standardOutput.writeAll(bytes)
            } catch {
                throw FileError.unwritable(path: "<stdout>", reason: error.localizedDescription)
            }
        }
    }
}
