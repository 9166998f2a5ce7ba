import Foundation
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `-o` and `convert --write` do to whatever is at the path.
@Suite("Output files are written, not clobbered")
struct FileReplacementTests {
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-out-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func text(_ name: String) -> String? {
            FileManager.default.contents(atPath: "\(path)/\(name)").map { String(decoding: $0, as: UTF8.self) }
        }

        /// Names in the folder, hidden ones included (temporary files are hidden).
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    @Test func aNewFileIsCreatedAndNoTemporaryFileStays() throws {
        let folder = try Folder()
        try FileReplacement.write(Array("new\n".utf8), to: "\(folder.path)/report.txt")
        #expect(folder.text("report.txt") == "new\n")
        #expect(folder.names == ["report.txt"])
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let folder = try Folder()
        let file = "\(folder.path)/report.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        try #require(chmod(file, 0o640) == 0)
        try FileReplacement.write(Array("new\n".utf8), to: file)
        var status = stat()
        try #require(stat(file, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(folder.text("report.txt") == "new\n")
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
        let folder = try Folder()
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/target.txt"))
        try #require(symlink("target.txt", "\(folder.path)/link.txt") == 0)
        try FileReplacement.write(Array("new\n".utf8), to: "\(folder.path)/link.txt")
        #expect(fileType("\(folder.path)/link.txt") == S_IFLNK)
        #expect(folder.text("target.txt") == "new\n")
        #expect(folder.names == ["link.txt", "target.txt"])
    }

    @Test func aBrokenSymbolicLinkIsRefused() throws {
        let folder = try Folder()
        try #require(symlink("missing.txt", "\(folder.path)/link.txt") == 0)
        #expect {
            try FileReplacement.write(Array("new\n".utf8), to: "\(folder.path)/link.txt")
        } throws: { error in
            (error as? FileError)?.message.contains("symbolic link to 'missing.txt', which does not exist") == true
        }
        #expect(fileType("\(folder.path)/link.txt") == S_IFLNK)
    }

    /// Replacing a FIFO left its reader with nothing (and, as root, `-o
    /// /dev/null` replaced the device node the same way: not tested on
    /// /dev/null itself, where a regression would break the machine).
    @Test func aFIFOIsWrittenToNotReplaced() throws {
        let folder = try Folder()
        let fifo = "\(folder.path)/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        // A reader must exist before a writer can open a FIFO without blocking.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try FileReplacement.write(Array("through the pipe\n".utf8), to: fifo)
        #expect(fileType(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through the pipe\n")
    }

    /// `-o` into a FIFO nothing reads blocked for ever.
    @Test func aFIFONothingReadsIsAnErrorNotAHang() throws {
        let folder = try Folder()
        let fifo = "\(folder.path)/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect {
            try FileReplacement.write(Array("nobody listens\n".utf8), to: fifo, fifoWaitSeconds: 0.1)
        } throws: { error in
            (error as? FileError)?.message.contains("nothing opened it for reading") == true
        }
        #expect(fileType(fifo) == S_IFIFO)
    }

    /// A write killed with SIGKILL left its temporary file; the next write
    /// of the same file removes it, and leaves other files' alone.
    @Test func writingAFileRemovesWhatAKilledWriteOfItLeft() throws {
        let folder = try Folder()
        // 2147483646 is above any pid_max, so no process has it.
        let names = [".report.json.locatorlab-2147483646-7", ".other.json.locatorlab-2147483646-7"]
        for name in names { try Data().write(to: URL(fileURLWithPath: "\(folder.path)/\(name)")) }
        try FileReplacement.write(Array("{}\n".utf8), to: "\(folder.path)/report.json")
        #expect(folder.names == [".other.json.locatorlab-2147483646-7", "report.json"])
    }

    @Test(.enabled(if: ReadOnlyFile.isPossible))
    func aFileTheUserMayNotWriteIsRefusedAndKept() throws {
        let folder = try Folder()
        let file = "\(folder.path)/report.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        try ReadOnlyFile.protect(file)
        defer { ReadOnlyFile.release(file) }
        #expect {
            try FileReplacement.write(Array("new\n".utf8), to: file)
        } throws: { error in
            guard case .unwritable(_, let reason) = error as? FileError else { return false }
            return reason.hasPrefix("you may not write this file")
        }
        #expect(folder.text("report.txt") == "old\n")
        #expect(folder.names == ["report.txt"])
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try Folder()
        #expect(throws: FileError.unwritable(path: "\(folder.path)/no/report.txt", reason: "no such directory: \(folder.path)/no")) {
            try FileReplacement.write([], to: "\(folder.path)/no/report.txt")
        }
    }

    @Test func onlyTemporaryFilesOfEndedRunsAreRemoved() throws {
        let folder = try Folder()
        // 2147483646 is above any pid_max, so no process has it.
        let names = [
            ".a.swift.locatorlab-2147483646-1", ".a.swift.locatorlab-2147483646-x", "b.locatorlab-2147483646-1",
            ".c.locatorlab-\(getpid())-1", "a.swift",
        ]
        for name in names { try Data().write(to: URL(fileURLWithPath: "\(folder.path)/\(name)")) }
        let removed = FileReplacement.removeStaleTemporaryFiles(in: folder.path)
        #expect(removed == ["\(folder.path)/.a.swift.locatorlab-2147483646-1"])
        #expect(folder.names == names.dropFirst().sorted())
    }
}
