import LocatorLabFiles
import LocatorLabPageSource

/// Where a command's main output goes: standard output, or a file written
/// with `-o` (see `FileReplacement`).
enum OutputDestination {
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
