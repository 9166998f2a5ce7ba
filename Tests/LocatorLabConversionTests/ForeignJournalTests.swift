import Foundation
import LocatorLabConversion
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 29, item 2: a write journal planted in a converted folder (committed
/// to a repository, say) made the next `convert --write` delete files and
/// rename attacker bytes over files outside the tree. A journal is followed
/// only when it is locatorlab's own; any other is reported, left where it
/// is, and nothing is written.
@Suite("convert --write: journals locatorlab did not write")
struct ForeignJournalTests {
    typealias Project = ProjectConversionTests

    static let java = Project.projects.first { $0.language == .java }!

    /// A copy of the Java project (`…/project`) with a file beside it, out
    /// of the converted tree, that a planted journal aims at.
    final class Plot {
        let root: String
        let tree: String
        let outside: String
        let secret = Array("the user's own file\n".utf8)

        init() throws {
            let copy = try Project.copyOfBefore(ForeignJournalTests.java)
            tree = copy.resolvingSymlinksInPath().path
            root = (tree as NSString).deletingLastPathComponent
            outside = root + "/outside.txt"
            try Data(secret).write(to: URL(fileURLWithPath: outside))
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        var checkout: String { tree + "/checkout" }

        func bytes(_ path: String) -> [UInt8]? {
            FileManager.default.contents(atPath: path).map { Array($0) }
        }

        /// Every file of the tree still has its `before` bytes.
        func treeIsUnchanged() throws -> Bool {
            try Project.files(under: URL(fileURLWithPath: tree)).filter { !$0.contains(".locatorlab") }.allSatisfy {
                try bytes("\(tree)/\($0)") == TestFixtures.bytes("\(ForeignJournalTests.java.folder)/before/\($0)")
            }
        }

        /// Writes a journal the way locatorlab writes one (same name, same
        /// JSON, mode 0600, beside its first target), so that only what the
        /// entries say can give it away.
        func plant(_ entries: [(target: String, temporary: String, original: [UInt8], replacement: [UInt8])])
            throws -> String
        {
            func fingerprint(_ bytes: [UInt8]) throws -> String {
                String(decoding: try JSONEncoder().encode(ReplacementJournal.Fingerprint(bytes)), as: UTF8.self)
            }
            let listed = try entries.map { entry in
                #"{"original":\#(try fingerprint(entry.original)),"replacement":\#(try fingerprint(entry.replacement)),"#
                    + #""target":"\#(entry.target)","temporary":"\#(entry.temporary)"}"#
            }
            let json =
                #"{"entries":[\#(listed.joined(separator: ","))],"format":"\#(ReplacementJournal.format)","#
                + #""version":\#(ReplacementJournal.currentVersion)}"# + "\n"
            let journal = "\(checkout)/.locatorlab-write-journal-\(getpid())-\(UInt32.random(in: 1...UInt32.max))"
            try Data(json.utf8).write(to: URL(fileURLWithPath: journal))
            #expect(chmod(journal, 0o600) == 0)
            return journal
        }

        func run(write: Bool) throws -> ConversionRun {
            try Project.run(ForeignJournalTests.java, in: URL(fileURLWithPath: tree), write: write)
        }
    }

    /// Where a planted journal's second entry points out of the tree.
    enum Escape: String, CaseIterable, CustomTestStringConvertible {
        case dotDot, absolute, linkedFolder, temporaryOutside
        var testDescription: String { rawValue }
    }

    /// The first entry is harmless (its file already has its "new" bytes),
    /// the second aims out of the tree: replacing `outside.txt` with bytes
    /// staged in the tree, or (as the staged file) deleting it.
    @Test(arguments: Escape.allCases) func aJournalNamingAFileOutsideTheTreeIsLeftAlone(_ escape: Escape) throws {
        let plot = try Plot()
        let locators = plot.checkout + "/Locators.java"
        let current = try #require(plot.bytes(locators))
        let attacker = Array("attacker's bytes\n".utf8)
        let staged = plot.checkout + "/.outside.txt.locatorlab-\(getpid())-1"
        try Data(attacker).write(to: URL(fileURLWithPath: staged))
        var aimed: (target: String, temporary: String, original: [UInt8], replacement: [UInt8])
        switch escape {
        case .dotDot: aimed = (plot.checkout + "/../../outside.txt", staged, plot.secret, attacker)
        case .absolute: aimed = (plot.outside, staged, plot.secret, attacker)
        case .linkedFolder:
            try #require(symlink(plot.root, plot.checkout + "/escape") == 0)
            aimed = (plot.checkout + "/escape/outside.txt", staged, plot.secret, attacker)
        case .temporaryOutside:
            aimed = (plot.checkout + "/CheckoutTest.java", plot.outside, Array("not it".utf8), Array("nor this".utf8))
        }
        let journal = try plot.plant([
            (locators, plot.checkout + "/.Locators.java.locatorlab-\(getpid())-2", current, current), aimed,
        ])

        let run = try plot.run(write: true)
        #expect(plot.bytes(plot.outside) == plot.secret, "the file outside the tree was replaced or deleted")
        #expect(FileManager.default.fileExists(atPath: journal), "the journal was not left where it was")
        let report = run.problems.filter { $0.file == journal }
        #expect(report.contains { $0.message.contains("outside the folders being converted") }, "\(run.problems)")
        // An unknown journal is an unknown state: nothing is written.
        #expect(try plot.treeIsUnchanged())
        #expect(!run.unwrittenFiles.isEmpty)
    }

    /// A dry run says the same and changes nothing.
    @Test func aDryRunReportsAPlantedJournal() throws {
        let plot = try Plot()
        let staged = plot.checkout + "/.outside.txt.locatorlab-\(getpid())-1"
        try Data("attacker\n".utf8).write(to: URL(fileURLWithPath: staged))
        let journal = try plot.plant([(plot.outside, staged, plot.secret, Array("attacker\n".utf8))])

        let run = try plot.run(write: false)
        #expect(run.problems.contains { $0.file == journal && $0.message.contains("outside") }, "\(run.problems)")
        #expect(!run.problems.contains { $0.file == plot.outside }, "a planted journal's targets were listed as ours")
        #expect(plot.bytes(plot.outside) == plot.secret)
        #expect(FileManager.default.fileExists(atPath: journal))
    }

    // MARK: The tool's own journal, tampered with

    /// The Java project after a run killed between its renames, with the
    /// journal and the staged files it left.
    static func interrupted() throws -> (plot: Plot, journal: String) {
        let plot = try Plot()
        let dry = try plot.run(write: false)
        let group = dry.changedFiles.sorted { first, _ in first.file.hasSuffix("Locators.java") }
        try #require(group.count >= 2 && group[0].file.hasSuffix("Locators.java"))
        try TestSourceWriter.replaceAll(group.map { ($0.file, $0.converted, $0.original) }, stopAfterRenames: 1)
        let journal = try #require(ReplacementJournal.abandoned(in: plot.checkout).first)
        return (plot, journal)
    }

    static func staged(beside file: String, in plot: Plot) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: plot.checkout)
        let name = try #require(names.first { $0.hasPrefix(".\(file).locatorlab-") })
        return "\(plot.checkout)/\(name)"
    }

    var checkoutTest: String { "checkout/CheckoutTest.java" }

    func isBefore(_ relative: String, in plot: Plot) throws -> Bool {
        plot.bytes("\(plot.tree)/\(relative)") == (try TestFixtures.bytes("\(Self.java.folder)/before/\(relative)"))
    }

    @Test func theToolsOwnJournalIsPrivate() throws {
        let (plot, journal) = try Self.interrupted()
        defer { withExtendedLifetime(plot) {} }  // it removes the folder when it goes
        var status = stat()
        try #require(lstat(journal, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    /// Bytes staged by the interrupted run, changed since: not put in place.
    @Test func stagedBytesChangedAfterRecordingAreNotPutInPlace() throws {
        let (plot, journal) = try Self.interrupted()
        let staged = try Self.staged(beside: "CheckoutTest.java", in: plot)
        var bytes = try #require(plot.bytes(staged))
        bytes[bytes.count / 2] ^= 0x20  // same length, one letter's case
        try Data(bytes).write(to: URL(fileURLWithPath: staged))

        let run = try plot.run(write: true)
        #expect(try isBefore(checkoutTest, in: plot), "altered staged bytes were renamed into place")
        #expect(FileManager.default.fileExists(atPath: journal))
        #expect(plot.bytes(staged) == bytes, "the altered staged file was not left alone")
        #expect(
            run.problems.contains { $0.file == journal && $0.message.contains("no longer holds the bytes") },
            "\(run.problems)")
    }

    /// The journal's name is a symbolic link (to a journal outside the tree).
    @Test func aJournalThatIsASymbolicLinkIsRefused() throws {
        let (plot, journal) = try Self.interrupted()
        let elsewhere = plot.root + "/journal.json"
        try #require(rename(journal, elsewhere) == 0)
        try #require(symlink(elsewhere, journal) == 0)

        let run = try plot.run(write: true)
        #expect(try isBefore(checkoutTest, in: plot))
        #expect(FileManager.default.fileExists(atPath: elsewhere))
        #expect(run.problems.contains { $0.file == journal && $0.message.contains("symbolic link") }, "\(run.problems)")
    }

    /// 0644 is what `git checkout` gives a committed file under the usual
    /// umask; locatorlab writes its journals 0600.
    @Test(arguments: [0o620, 0o602, 0o644] as [mode_t]) func aJournalOthersMayWriteOrReadIsRefused(_ mode: mode_t)
        throws
    {
        let (plot, journal) = try Self.interrupted()
        try #require(chmod(journal, mode) == 0)

        let run = try plot.run(write: true)
        #expect(try isBefore(checkoutTest, in: plot))
        #expect(FileManager.default.fileExists(atPath: journal))
        #expect(
            run.problems.contains { $0.file == journal && $0.message.contains(String(mode, radix: 8)) },
            "\(run.problems)")
    }

    /// Only root can give a file away; 65534 is `nobody`.
    @Test(.enabled(if: geteuid() == 0)) func aJournalOfAnotherUserIsRefused() throws {
        let (plot, journal) = try Self.interrupted()
        try #require(chown(journal, 65534, 65534) == 0)

        let run = try plot.run(write: true)
        #expect(try isBefore(checkoutTest, in: plot))
        #expect(FileManager.default.fileExists(atPath: journal))
        #expect(run.problems.contains { $0.file == journal && $0.message.contains("belongs to user 65534") })
    }

    /// A journal goes in the folder of its group's first file, nowhere else.
    @Test func aJournalInAnotherFolderIsRefused() throws {
        let (plot, journal) = try Self.interrupted()
        let moved = plot.checkout + "/pages/" + (journal as NSString).lastPathComponent
        try #require(rename(journal, moved) == 0)

        let run = try plot.run(write: true)
        #expect(try isBefore(checkoutTest, in: plot))
        #expect(FileManager.default.fileExists(atPath: moved))
        #expect(run.problems.contains { $0.file == moved && $0.message.contains("not in the folder") }, "\(run.problems)")
    }

    /// The genuine case still works, from the same starting point the
    /// tampering tests use.
    @Test func theToolsOwnJournalIsStillFinished() throws {
        let (plot, journal) = try Self.interrupted()
        let run = try plot.run(write: true)
        #expect(run.problems.isEmpty, "\(run.problems)")
        #expect(run.finishedInterruptedWrites.contains { $0.hasSuffix("CheckoutTest.java") })
        #expect(!FileManager.default.fileExists(atPath: journal))
        for name in Project.files(under: URL(fileURLWithPath: plot.tree)) {
            #expect(plot.bytes("\(plot.tree)/\(name)") == (try TestFixtures.bytes("\(Self.java.folder)/after/\(name)")), "\(name)")
        }
    }
}
