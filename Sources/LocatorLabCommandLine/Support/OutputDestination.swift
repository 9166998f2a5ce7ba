import Foundation
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

extension OutputDestination {
    /// Writes `files` (name → bytes) into the folder `path`, made when
    /// missing, each file atomically, in name order: `--format allure -o DIR`.
    /// Files already in the folder stay, as Allure adapters leave earlier
    /// results for the report to gather; a path that is not a folder is
    /// refused (exit 73).
    static func emitFolder(_ files: [String: [UInt8]], to path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw FileError.unwritable(path: path, reason: "not a folder (--format allure writes a results folder)")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError.unwritable(path: path, reason: "cannot make the folder: \(error.localizedDescription)")
        }
        SignalCleanup.install()
        for name in files.keys.sorted() {
            try FileReplacement.write(files[name]!, to: path + "/" + name)
        }
    }

    /// The bytes of each page source named (as reports name them), for
    /// attachments; standard input and a file no longer readable are left out.
    static func pageSourceBytes(_ names: [String]) -> [String: [UInt8]] {
        var bytes: [String: [UInt8]] = [:]
        for name in names where name != "<stdin>" {
            bytes[name] = try? FileReader.read(name, maximumBytes: 256 << 20)
        }
        return bytes
    }
}
