import Foundation
import LocatorLabConversion
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

/// `convert --write` on files tied by a constant, stopped between the
/// declaration's rename and its uses' (as a kill would stop it), then run
/// again: the group is finished, not left half-converted.
@Suite("convert --write: interrupted groups")
struct InterruptedWriteTests {
    typealias Project = ProjectConversionTests

    /// The Java project after a run that renamed the declaring file
    /// (`Locators.java`) and was killed before the uses.
    static func interruptedCopy() throws -> URL {
        let project = Project.projects.first { $0.language == .java }!
        let copy = try Project.copyOfBefore(project)
        let dry = try Project.run(project, in: copy, write: false)
        let group = dry.changedFiles.sorted { first, _ in first.file.hasSuffix("Locators.java") }
        #expect(group.count >= 2 && group[0].file.hasSuffix("Locators.java"))
        try TestSourceWriter.replaceAll(group.map { ($0.file, $0.converted, $0.original) }, stopAfterRenames: 1)
        return copy
    }

    /// Files whose names say LocatorLab left them: temporary files and journals.
    static func leftovers(in folder: URL) -> [String] {
        Project.files(under: folder).filter { $0.contains(".locatorlab") }
    }

    @Test func theNextWriteFinishesTheGroup() throws {
        let copy = try Self.interruptedCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let project = Project.projects.first { $0.language == .java }!
        #expect(!Self.leftovers(in: copy).isEmpty, "the kill leaves a journal and temporary files")

        let again = try Project.run(project, in: copy, write: true)
        #expect(again.problems.isEmpty, "\(again.problems)")
        #expect(again.finishedInterruptedWrites.contains { $0.hasSuffix("CheckoutTest.java") })
        for name in Project.files(under: copy) {
            let actual = try TestFixtures.bytes(relative: copy.appendingPathComponent(name))
            #expect(actual == (try TestFixtures.bytes("\(project.folder)/after/\(name)")), "\(name)")
        }
        #expect(Self.leftovers(in: copy).isEmpty, "\(Self.leftovers(in: copy))")
    }

    @Test func aDryRunReportsTheHalfWrittenGroupAndChangesNothing() throws {
        let copy = try Self.interruptedCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let project = Project.projects.first { $0.language == .java }!
        let before = try Project.files(under: copy).map { try TestFixtures.bytes(relative: copy.appendingPathComponent($0)) }

        let dry = try Project.run(project, in: copy, write: false)
        let reported = dry.problems.compactMap { problem -> String? in
            guard case .interruptedWrite(let file, _) = problem else { return nil }
            return file
        }
        #expect(reported.contains { $0.hasSuffix("CheckoutTest.java") }, "\(dry.problems)")
        let after = try Project.files(under: copy).map { try TestFixtures.bytes(relative: copy.appendingPathComponent($0)) }
        #expect(after == before)
    }

    @Test func aFileEditedSinceTheInterruptionIsLeftAndReported() throws {
        let copy = try Self.interruptedCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let edited = copy.appendingPathComponent("checkout/CheckoutTest.java")
        let text = try String(contentsOf: edited, encoding: .utf8) + "// edited by hand\n"
        try Data(text.utf8).write(to: edited)

        let journal = try #require(ReplacementJournal.abandoned(in: edited.deletingLastPathComponent().path).first)
        let recovery = ReplacementJournal.finish(journal, within: [copy.resolvingSymlinksInPath().path])
        #expect(recovery.conflicts.map(\.target).contains { $0.hasSuffix("CheckoutTest.java") })
        #expect(try String(contentsOf: edited, encoding: .utf8) == text)
        #expect(Self.leftovers(in: copy).isEmpty)
    }

    /// One file of a group that cannot be written leaves the others
    /// unwritten too, and the count says so (it said 1 of 2).
    @Test(.enabled(if: ReadOnlyFile.isPossible)) func everyUnwrittenFileOfAGroupIsCounted() throws {
        let project = Project.projects.first { $0.language == .java }!
        let copy = try Project.copyOfBefore(project)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let locked = copy.appendingPathComponent("checkout/Locators.java").path
        try ReadOnlyFile.protect(locked)
        defer { ReadOnlyFile.release(locked) }

        let run = try Project.run(project, in: copy, write: true)
        let tied = run.files.filter { file in
            file.locators.contains { $0.locator.constant?.file == locked } && file.file != locked
        }
        #expect(!tied.isEmpty)
        for file in tied {
            #expect(run.unwrittenFiles.contains(file.file), "\(file.file) was not written and is not counted")
        }
        #expect(run.unwrittenFiles.contains(locked))
    }
}
