import Foundation
import LocatorLabConversion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("TestSourceWriter")
struct TestSourceWriterTests {
    /// Only root can give a file to another user, so only root can see the
    /// owner kept (CI jobs often run as root on a checkout owned by a user).
    @Test(.enabled(if: geteuid() == 0)) func aRewrittenFileKeepsItsOwner() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("locatorlab-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/t.py"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        let nobody: uid_t = 65534
        try #require(chown(file, nobody, gid_t(nobody)) == 0)

        try TestSourceWriter.replace(file, with: Array("new\n".utf8))

        var status = stat()
        try #require(stat(file, &status) == 0)
        #expect(status.st_uid == nobody && status.st_gid == gid_t(nobody))
        #expect(FileManager.default.contents(atPath: file) == Data("new\n".utf8))
    }

    /// Files are read at the start of a run and written at the end; an edit
    /// saved in between was overwritten without a word.
    @Test(arguments: ["edited while converting\n", "new\n", "olds\n"])
    func aFileChangedSinceItWasReadIsLeftAsItIsNow(current: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("locatorlab-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/t.py"
        try Data(current.utf8).write(to: URL(fileURLWithPath: file))

        #expect(throws: ConversionError.changedSinceRead(file: file)) {
            try TestSourceWriter.replace(file, with: Array("converted\n".utf8), ifStill: Array("old\n".utf8))
        }
        #expect(FileManager.default.contents(atPath: file) == Data(current.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["t.py"])
    }

    @Test func anUnchangedFileIsReplaced() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("locatorlab-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/t.py"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        try TestSourceWriter.replace(file, with: Array("converted\n".utf8), ifStill: Array("old\n".utf8))
        #expect(FileManager.default.contents(atPath: file) == Data("converted\n".utf8))
    }
}
