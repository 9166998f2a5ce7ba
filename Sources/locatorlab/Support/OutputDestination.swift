import LocatorLabPageSource

/// Where a command's main output goes: standard output, or a file written
/// atomically with `-o`.
enum OutputDestination {
    static func emit(_ bytes: [UInt8], to path: String?) throws {
        if let path, path != "-" {
            try OutputFile.write(bytes, to: path)
        } else {
            do {
                try Terminal.standardOutput.writeAll(bytes)
            } catch {
                throw PageSourceError.unwritableFile(path: "<stdout>", reason: error.localizedDescription)
            }
        }
    }
}
