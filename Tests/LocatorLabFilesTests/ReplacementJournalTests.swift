import Foundation
import LocatorLabFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which write journals are followed (issue 29, item 2): a group of two
/// files staged and journalled, as `convert --write` leaves it when killed
/// before its first rename, then tampered with one way at a time.
@Suite("Write journals are followed only when they are locatorlab's own")
struct ReplacementJournalTests {
    final class Group {
        let folder: String
        let journal: String
        let staged: [String]

        init() throws {
            let made = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-journal-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            let root = made.resolvingSymlinksInPath().path
            folder = root
            try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: false)
            for name in ["a", "b"] { try Data("old \(name)\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(name).txt")) }
            let pending = try ["a", "b"].map { name throws(FileError) in
                try FileReplacement.prepare(Array("new \(name)\n".utf8), for: "\(root)/\(name).txt")
            }
            staged = pending.compactMap(\.temporary)
            journal = try ReplacementJournal.begin(
                pending, originals: [Array("old a\n".utf8), Array("old b\n".utf8)],
                replacements: [Array("new a\n".utf8), Array("new b\n".utf8)])
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func text(_ name: String) -> String? {
            FileManager.default.contents(atPath: "\(folder)/\(name)").map { String(decoding: $0, as: UTF8.self) }
        }
    }

    enum Tampering: String, CaseIterable, CustomTestStringConvertible {
        case none, symbolicLink, readableByOthers, stagedBytes, stagedLink, outsideTree, olderVersion
        var testDescription: String { rawValue }

        var refusal: ReplacementJournal.Refusal.Check? {
            switch self {
            case .none: nil
            case .symbolicLink: .fileType
            case .readableByOthers: .mode
            case .stagedBytes: .stagedBytes
            case .stagedLink: .stagedFile
            case .outsideTree: .path
            case .olderVersion: .content
            }
        }
    }

    @Test(arguments: Tampering.allCases) func aJournalIsFollowedOnlyUntampered(_ tampering: Tampering) throws {
        let group = try Group()
        var trees = [group.folder]
        switch tampering {
        case .none: break
        case .symbolicLink:
            try #require(rename(group.journal, group.folder + "/sub/journal") == 0)
            try #require(symlink(group.folder + "/sub/journal", group.journal) == 0)
        case .readableByOthers: try #require(chmod(group.journal, 0o640) == 0)
        case .stagedBytes: try Data("new B\n".utf8).write(to: URL(fileURLWithPath: group.staged[1]))
        case .stagedLink:
            try Data("new b\n".utf8).write(to: URL(fileURLWithPath: group.folder + "/sub/b"))
            try #require(unlink(group.staged[1]) == 0 && symlink(group.folder + "/sub/b", group.staged[1]) == 0)
        case .outsideTree: trees = [group.folder + "/sub"]
        case .olderVersion:
            let text = try String(contentsOfFile: group.journal, encoding: .utf8)
            try #require(text.contains("\"version\":2"))
            try Data(text.replacingOccurrences(of: "\"version\":2", with: "\"version\":1").utf8)
                .write(to: URL(fileURLWithPath: group.journal))
            try #require(chmod(group.journal, 0o600) == 0)
        }

        let checked = ReplacementJournal.trusted(group.journal, within: trees)
        let recovery = ReplacementJournal.finish(group.journal, within: trees)
        if let expected = tampering.refusal {
            guard case .failure(let refusal) = checked else {
                Issue.record("a journal with \(tampering) was followed")
                return
            }
            #expect(refusal.check == expected, "\(refusal.reason)")
            #expect(recovery.refusal?.check == expected)
            #expect(recovery.finished.isEmpty)
            #expect(group.text("a.txt") == "old a\n" && group.text("b.txt") == "old b\n")
            var status = stat()
            #expect(lstat(group.journal, &status) == 0, "the refused journal was removed")
            #expect(lstat(group.staged[0], &status) == 0, "a staged file of a refused journal was removed")
        } else {
            #expect((try? checked.get()) != nil)
            #expect(recovery.refusal == nil && recovery.conflicts.isEmpty)
            #expect(group.text("a.txt") == "new a\n" && group.text("b.txt") == "new b\n")
            #expect(!FileManager.default.fileExists(atPath: group.journal))
            #expect(group.staged.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        }
    }

    /// Created 0600, whatever the umask lets other files be.
    @Test func theJournalIsCreatedPrivate() throws {
        let group = try Group()
        var status = stat()
        try #require(lstat(group.journal, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(status.st_uid == geteuid())
    }
}
