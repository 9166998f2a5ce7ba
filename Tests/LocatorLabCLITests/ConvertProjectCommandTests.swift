import Foundation
import LocatorLabTestSupport
import Testing

/// `convert` on a suite of several files, as a user runs it: the project
/// config file, `--xpath-helper`, and what the reports count.
@Suite("locatorlab convert on a project, end to end")
struct ConvertProjectCommandTests {
    /// A copy of the Python project fixture with the checkout page source.
    final class Project {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-project-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: TestFixtures.url("convert/python/project/before"), to: root)
            try FileManager.default.copyItem(
                at: TestFixtures.url("convert/project-pagesources/ios-checkout.xml"),
                to: root.appendingPathComponent("ios-checkout.xml"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }

        func text(_ name: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        }
    }

    @Test func theConfigFileAtTheRootGivesPageSourcesAndHelpers() throws {
        let project = try Project()
        try project.write(
            "locatorlab.yml",
            "convert:\n  page-sources: [ios-checkout.xml]\n  xpath-helpers:\n    - xpath_click=accessibility_click\n")
        let run = try CommandRunner.run(["convert", ".", "--write"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try project.text("test_checkout.py").contains("accessibility_click(driver, loc.HELP)"))
        #expect(try project.text("locators.py").contains("HELP = \"checkout.help\""))
        // `build_row_xpath(3)` is a project function with a known argument: a helper.
        #expect(run.output.contains("XPath known as: literal 1, constant 7, variable 1, helper 2, dynamic 2"))
    }

    /// `convert` finds `locatorlab.yml` by `compare`'s rule: beside its
    /// first path, else in the working folder. `convert tests/` at a
    /// project's root said to give a --page-source, while `compare` run
    /// there used the same file.
    @Test func theConfigFileInTheWorkingFolderIsFoundAsCompareFindsIt() throws {
        let project = try Project()
        try project.write("locatorlab.yml", "convert:\n  page-sources: [ios-checkout.xml]\n")
        let files = FileManager.default
        try files.createDirectory(at: project.root.appendingPathComponent("tests"), withIntermediateDirectories: false)
        for name in try files.contentsOfDirectory(atPath: project.root.path) where name.hasSuffix(".py") {
            try files.moveItem(
                at: project.root.appendingPathComponent(name), to: project.root.appendingPathComponent("tests/" + name))
        }
        let run = try CommandRunner.run(["convert", "tests"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.contains("proven on 1 page source\n"), "\(run.output)")
    }

    /// Issue 21, item 10: one page source reached through the config file
    /// and the command line was counted twice ("proven on 2 page sources").
    @Test func aPageSourceInTheConfigFileAndOnTheCommandLineIsCountedOnce() throws {
        let project = try Project()
        try project.write("locatorlab.yml", "convert:\n  page-sources: [ios-checkout.xml]\n")
        let run = try CommandRunner.run(["convert", ".", "--page-source", "ios-checkout.xml"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.contains("proven on 1 page source\n"), "\(run.output)")
    }

    @Test func anInvalidConfigFileIsAnErrorWithItsPosition() throws {
        let project = try Project()
        try project.write("settings.yml", "convert:\n  page-sources: [ios-checkout.xml\n")
        let run = try CommandRunner.run(["convert", ".", "--config", "settings.yml"], in: project.root)
        #expect(run.status == 65)
        #expect(run.standardError.contains("settings.yml:3:1: error: invalid config file:"))
        try project.write("settings.yml", "convert:\n  page-sources: [ios-checkout.xml]\n  helpers: [x]\n")
        let unknown = try CommandRunner.run(["convert", ".", "--config", "settings.yml"], in: project.root)
        #expect(unknown.status == 65)
        #expect(unknown.standardError.contains("settings.yml:3:3: error: invalid config file: unknown key 'convert.helpers'"))
        // Every mistake about a key says where the key is.
        let mistakes = [
            ("# project settings\nconvert: {}\nbogus: 1\n", "settings.yml:3:1: error: invalid config file: unknown key 'bogus'"),
            ("convert:\n  language: cobol\n", "settings.yml:2:3: error: invalid config file: language: 'cobol' is not one of"),
            ("convert:\n  allow-labels: maybe\n", "settings.yml:2:3: error: invalid config file: allow-labels: expected true or false"),
            ("\n- a list\n", "settings.yml:2:1: error: invalid config file: expected a mapping with a 'convert' key"),
        ]
        for (text, message) in mistakes {
            try project.write("settings.yml", text)
            let run = try CommandRunner.run(["convert", ".", "--config", "settings.yml"], in: project.root)
            #expect(run.status == 65)
            #expect(run.standardError.contains(message), "\(run.standardError)")
        }
        let missing = try CommandRunner.run(["convert", ".", "--config", "nothing-here.yml"], in: project.root)
        #expect(missing.standardError.contains("nothing-here.yml: error: cannot read file: no such file"), "\(missing.standardError)")
    }

    @Test func theCommandLineWinsOverTheConfigFile() throws {
        let project = try Project()
        try project.write("locatorlab.yml", "convert:\n  page-sources: [ios-checkout.xml]\n  language: ruby\n")
        let run = try CommandRunner.run(["convert", ".", "--language", "python", "--format", "json"], in: project.root)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["filesScanned"] as? Int == 4)
        let sources = try #require(totals["valueSources"] as? [String: Int])
        #expect(sources["constant"] == 6, "no helper named: xpath_click(driver, loc.HELP) is not a locator")
    }

    @Test func aHelperThatIsNoNameIsAUsageError() throws {
        let project = try Project()
        let run = try CommandRunner.run(
            ["convert", ".", "--page-source", "ios-checkout.xml", "--xpath-helper", "click it"], in: project.root)
        #expect(run.status == 64)
        #expect(run.standardError.contains("--xpath-helper: 'click it' is not NAME or NAME=REPLACEMENT"))
    }

    @Test func aSharedConstantIsLeftAloneAndSaysWhere() throws {
        let project = try Project()
        let run = try CommandRunner.run(
            ["convert", ".", "--page-source", "ios-checkout.xml", "--format", "junit", "--fail-on", "unconverted"],
            in: project.root)
        // CI sees each locator as a test case, and the gate fails the build.
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<?xml"))
        #expect(run.standardError.contains("--fail-on unconverted"))
        #expect(run.output.contains("type=\"shared-constant\""))
        #expect(run.output.contains("type=\"unstable-identifier\""))
    }
    /// Issue 29, item 2: a write journal planted in the tree (committed to
    /// the repository, say), aiming at a file outside it. `convert --write`
    /// says which journal and why, leaves it, writes nothing and exits 73.
    @Test func aPlantedWriteJournalIsReportedAndNothingIsWritten() throws {
        let project = try Project()
        try project.write("locatorlab.yml", "convert:\n  page-sources: [ios-checkout.xml]\n")
        let before = try project.text("test_checkout.py")
        let root = project.root.resolvingSymlinksInPath().path
        let outside = root + "-outside.txt"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try project.write(".outside.txt.locatorlab-1-1", "attacker\n")
        // The digests are SHA-256 of "keep\n" and "attacker\n"; the name's
        // process id is that of a process that has exited.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let name = ".locatorlab-write-journal-\(ended.processIdentifier)-7"
        try project.write(
            name,
            #"{"entries":[{"original":{"length":5,"sha256":"f660a7996deacfbc7560e4240054a8ad82eb02fe25a95064257e07084bcacb85"},"#
                + #""replacement":{"length":9,"sha256":"4f588a01db5a3958294b703c9f3561e50a17a65fe78874da1019bb6c350566b7"},"#
                + #""target":"\#(outside)","temporary":"\#(root)/.outside.txt.locatorlab-1-1"}],"#
                + #""format":"locatorlab-write-journal","version":2}"# + "\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: project.root.appendingPathComponent(name).path)

        let run = try CommandRunner.run(["convert", ".", "--write"], in: project.root)
        #expect(run.status == 73, "\(run.standardError)")
        #expect(run.standardError.contains("\(name): warning: this write journal was left alone"), "\(run.standardError)")
        #expect(run.standardError.contains("outside the folders being converted"), "\(run.standardError)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep\n")
        #expect(try project.text("test_checkout.py") == before)
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent(name).path))
    }
}
