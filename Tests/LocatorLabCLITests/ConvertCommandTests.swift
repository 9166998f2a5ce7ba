import Foundation
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("locatorlab convert, end to end")
struct ConvertCommandTests {
    static let pageSources = TestFixtures.url("convert/pagesources").path
    static let fixtures: [(language: String, file: String)] = [
        ("java", "LoginTest.java"), ("kotlin", "CatalogTest.kt"), ("python", "test_login.py"),
        ("javascript", "login.test.js"),
        ("typescript", "login.spec.ts"), ("ruby", "login_spec.rb"), ("csharp", "LoginTests.cs"),
    ]

    /// A temporary folder holding `src/` with every fixture's before file.
    final class Workspace {
        let root: URL
        var source: URL { root.appendingPathComponent("src") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "locatorlab-convert-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func addBeforeFixtures() throws {
            for fixture in ConvertCommandTests.fixtures {
                try FileManager.default.copyItem(
                    at: TestFixtures.url("convert/\(fixture.language)/before/\(fixture.file)"),
                    to: source.appendingPathComponent(fixture.file))
            }
        }

        func write(_ name: String, _ bytes: [UInt8], permissions: Int? = nil) throws {
            let url = source.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
            }
        }

        func bytes(_ name: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: source.appendingPathComponent(name)))
        }

        func permissions(_ name: String) throws -> Int? {
            (try FileManager.default.attributesOfItem(atPath: source.appendingPathComponent(name).path)[
                .posixPermissions] as? NSNumber)?
                .intValue
        }

        /// Runs `locatorlab convert src --page-source <fixtures> …` in the workspace.
        func convert(_ extra: [String] = [], paths: [String] = ["src"]) throws -> CommandRunner.Outcome {
            try CommandRunner.run(
                ["convert"] + paths + ["--page-source", ConvertCommandTests.pageSources] + extra, in: root)
        }
    }

    private let signIn = "//XCUIElementTypeButton[@name='login.signIn']"

    // MARK: - Safety

    @Test func targetsAddNativeStrategies() throws {
        let workspace = try Workspace()
        try FileManager.default.copyItem(
            at: TestFixtures.url("convert/java/before/NativeTargetsTest.java"),
            to: workspace.source.appendingPathComponent("NativeTargetsTest.java"))
        let cart = TestFixtures.url("convert/native-pagesources/ios-cart.xml").path
        let run = try CommandRunner.run(
            [
                "convert", "src", "--page-source", Self.pageSources, "--page-source", cart, "--targets",
                "accessibility-id,id,predicate,class-chain,uiautomator", "--write",
            ], in: workspace.root)
        #expect(run.status == 0, "\(run.standardError)")
        let written = try Data(contentsOf: workspace.source.appendingPathComponent("NativeTargetsTest.java"))
        #expect(Array(written) == (try TestFixtures.bytes("convert/java/after/NativeTargetsTest.java")))
    }

    @Test func anUnknownTargetIsAUsageError() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let run = try CommandRunner.run(
            ["convert", "src", "--page-source", Self.pageSources, "--targets", "accessibility-id,css"], in: workspace.root)
        #expect(run.status == 64)
        #expect(
            run.standardError.contains(
                "--targets: 'css' is not one of accessibility-id, id, class-name, predicate, class-chain, uiautomator"))
    }

    /// Issue 29, item 14: `class-name` is a target the command line takes,
    /// and the rewrite keeps each call site's quotes.
    @Test func classNameIsATargetAndKeepsTheCallSitesQuotes() throws {
        let workspace = try Workspace()
        let source = """
            from appium.webdriver.common.appiumby import AppiumBy
            d.find_element(AppiumBy.XPATH, '//*[@class="android.widget.FrameLayout"]')
            d.find_elements(AppiumBy.XPATH, "//*[@class='android.widget.FrameLayout']")

            """
        try workspace.write("test_frame.py", Array(source.utf8))
        let run = try workspace.convert(["--targets", "accessibility-id,id,class-name", "--write"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            String(decoding: try workspace.bytes("test_frame.py"), as: UTF8.self) == """
                from appium.webdriver.common.appiumby import AppiumBy
                d.find_element(AppiumBy.CLASS_NAME, 'android.widget.FrameLayout')
                d.find_elements(AppiumBy.CLASS_NAME, "android.widget.FrameLayout")

                """)
    }

    @Test func aDryRunPrintsTheDiffAndTheSummaryAndWritesNothing() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let run = try workspace.convert()
        #expect(run.status == 0)
        #expect(run.output.contains("--- a/src/LoginTest.java\n+++ b/src/LoginTest.java\n@@ "))
        #expect(
            // LoginTest is java-client 7 (findElementByXPath): its own MobileBy.
            run.output.contains("+        driver.findElement(MobileBy.AccessibilityId(\"login.signIn\")).click();\n"))
        #expect(run.output.contains("OUTCOME              LOCATORS"))
        #expect(run.output.contains("\nXPath known as: literal "))
        #expect(run.output.hasSuffix("dry run: nothing was written; --write applies the changes above\n"))
        for fixture in Self.fixtures {
            #expect(
                try workspace.bytes(fixture.file)
                    == TestFixtures.bytes("convert/\(fixture.language)/before/\(fixture.file)"))
        }
    }

    @Test func writeProducesTheExpectedFilesAndASecondRunChangesNothing() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let first = try workspace.convert(["--write"])
        #expect(first.status == 0)
        #expect(first.output.hasSuffix("wrote 7 files\n"))
        for fixture in Self.fixtures {
            #expect(
                try workspace.bytes(fixture.file)
                    == TestFixtures.bytes("convert/\(fixture.language)/after/\(fixture.file)"), "\(fixture.file)")
        }
        let second = try workspace.convert(["--write"])
        #expect(second.status == 0)
        #expect(second.output.hasSuffix("wrote 0 files\n"))
        #expect(!second.output.contains("--- a/"))
        for fixture in Self.fixtures {
            #expect(
                try workspace.bytes(fixture.file)
                    == TestFixtures.bytes("convert/\(fixture.language)/after/\(fixture.file)"))
        }
    }

    @Test func theDryRunDiffAppliesWithGitToTheWrittenResult() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let dryRun = try workspace.convert(["--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(dryRun.standardOutput)) as? [String: Any])
        let diffs = (report["files"] as? [[String: Any]] ?? []).compactMap { $0["diff"] as? String }.joined()
        #expect(!diffs.isEmpty)
        let patch = workspace.root.appendingPathComponent("changes.diff")
        try Data(diffs.utf8).write(to: patch)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--unsafe-paths", "changes.diff"]
        git.currentDirectoryURL = workspace.root
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return }  // no git here
        git.waitUntilExit()
        guard git.terminationStatus != 127 else { return }
        #expect(git.terminationStatus == 0)
        for fixture in Self.fixtures {
            #expect(
                try workspace.bytes(fixture.file)
                    == TestFixtures.bytes("convert/\(fixture.language)/after/\(fixture.file)"))
        }
    }

    @Test func lineEndingsByteOrderMarksAndPermissionsAreKept() throws {
        let workspace = try Workspace()
        let crlf = "import org.openqa.selenium.By;\r\nclass A {\r\n  By b = By.xpath(\"\(signIn)\");\r\n}\r\n"
        try workspace.write("Crlf.java", Array(crlf.utf8), permissions: 0o640)
        try workspace.write(
            "bom.rb", [0xEF, 0xBB, 0xBF] + Array("find_element :xpath, \"\(signIn)\"\n".utf8), permissions: 0o755)
        let run = try workspace.convert(["--write"])
        #expect(run.status == 0)
        #expect(
            try workspace.bytes("Crlf.java")
                == Array(
                    "import io.appium.java_client.AppiumBy;\r\nimport org.openqa.selenium.By;\r\nclass A {\r\n  By b = AppiumBy.accessibilityId(\"login.signIn\");\r\n}\r\n"
                        .utf8))
        #expect(
            try workspace.bytes("bom.rb") == [0xEF, 0xBB, 0xBF]
                + Array("find_element :accessibility_id, \"login.signIn\"\n".utf8))
        #expect(try workspace.permissions("Crlf.java") == 0o640)
        #expect(try workspace.permissions("bom.rb") == 0o755)
        // No temporary files are left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.source.path).sorted() == [
                "Crlf.java", "bom.rb",
            ])
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsRewritten() throws {
        let workspace = try Workspace()
        let target = workspace.root.appendingPathComponent("shared.rb")
        try Data("find_element(:xpath, \"\(signIn)\")\n".utf8).write(to: target)
        let link = workspace.source.appendingPathComponent("linked.rb")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try workspace.convert(["--write"])
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect([UInt8](try Data(contentsOf: target)) == Array("find_element(:accessibility_id, \"login.signIn\")\n".utf8))
    }

    @Test func filesThatCannotBeReadOrParsedAreReportedAndTheOthersConvert() throws {
        let workspace = try Workspace()
        try workspace.write("Broken.java", Array("class B {\n  String s = \"never closed;\n}\n".utf8))
        try workspace.write("latin1.py", [0x23, 0x20, 0xE9, 0x0A])
        try workspace.write("good.rb", Array("find_element(:xpath, \"\(signIn)\")\n".utf8))
        let run = try workspace.convert(["--write"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("src/Broken.java:2:14: warning: unterminated string literal; skipped"))
        #expect(run.standardError.contains("src/latin1.py: warning: cannot decode file: not UTF-8"))
        #expect(try workspace.bytes("good.rb") == Array("find_element(:accessibility_id, \"login.signIn\")\n".utf8))
        #expect(try workspace.bytes("latin1.py") == [0x23, 0x20, 0xE9, 0x0A])
        #expect(run.output.contains("problems (files skipped)"))
    }

    /// An unwritten file used to be a warning with exit 0, so CI went on
    /// as if the suite had been converted.
    @Test(.enabled(if: ReadOnlyFile.isPossible))
    func aFileThatCannotBeWrittenExitsWith73AndTheOthersAreWritten() throws {
        let workspace = try Workspace()
        let source = Array("find_element(:xpath, \"\(signIn)\")\n".utf8)
        try workspace.write("a_locked.rb", source)
        try workspace.write("b_good.rb", source)
        let locked = workspace.source.appendingPathComponent("a_locked.rb").path
        try ReadOnlyFile.protect(locked)
        defer { ReadOnlyFile.release(locked) }
        let run = try workspace.convert(["--write"])
        #expect(run.status == 73)
        #expect(run.standardError.contains("src/a_locked.rb: warning: cannot write file: you may not write this file"))
        #expect(run.standardError.hasSuffix(
            "error: 1 changed file could not be written (the others were): src/a_locked.rb\n"))
        #expect(run.output.contains("wrote 1 file\ncould not write 1 file: src/a_locked.rb\n"))
        #expect(try workspace.bytes("a_locked.rb") == source)
        #expect(try workspace.bytes("b_good.rb") == Array("find_element(:accessibility_id, \"login.signIn\")\n".utf8))
        let json = try workspace.convert(["--write", "--format", "json"])
        #expect(json.status == 73)
        #expect(json.output.contains("\"filesNotWritten\" : 1"))
    }

    @Test func temporaryFilesOfAKilledRunAreRemovedByTheNextWrite() throws {
        let workspace = try Workspace()
        try workspace.write("good.rb", Array("find_element(:xpath, \"\(signIn)\")\n".utf8))
        // No process has id 2147483646 (above any pid_max); this test's own
        // process is alive, so its file belongs to a run still going.
        let dead = ".good.rb.locatorlab-2147483646-17"
        let alive = ".good.rb.locatorlab-\(getpid())-18"
        try workspace.write(dead, Array("half".utf8))
        try workspace.write(alive, Array("half".utf8))
        let dryRun = try workspace.convert()
        #expect(dryRun.status == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.source.appendingPathComponent(dead).path))

        let run = try workspace.convert(["--write"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("src/\(dead): note: removed a temporary file an interrupted run left\n"))
        #expect(!FileManager.default.fileExists(atPath: workspace.source.appendingPathComponent(dead).path))
        #expect(FileManager.default.fileExists(atPath: workspace.source.appendingPathComponent(alive).path))
    }

    /// SIGTERM mid-write used to leave `.NAME.locatorlab-PID-RANDOM` files in
    /// the source tree (5 of 12 kills). The kill lands once the first file is
    /// written, with hundreds to go, and the signal still ends the process.
    @Test func aKillDuringWriteLeavesNoTemporaryFile() throws {
        let workspace = try Workspace()
        let source = Array("find_element(:xpath, \"\(signIn)\")\n".utf8)
        let names = (0..<600).map { String(format: "t%04d.rb", $0) }
        for attempt in 0..<3 {
            for name in names { try workspace.write(name, source) }
            let process = try SpawnedCommand([
                "convert", workspace.source.path, "--page-source", Self.pageSources, "--write",
            ])
            let first = workspace.source.appendingPathComponent(names[0]).path
            var finished = false
            while !finished, FileManager.default.contents(atPath: first).map(Array.init) == source {
                var status: Int32 = 0
                finished = waitpid(process.processIdentifier, &status, WNOHANG) != 0
                usleep(200)
            }
            try #require(!finished, "attempt \(attempt): the run ended before writing")
            let last = try workspace.bytes(names[names.count - 1])
            process.signal(SIGTERM)
            #expect(process.waitForSignal() == SIGTERM)
            try #require(last == source, "attempt \(attempt): the run ended before the kill")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.source.path)
                .filter { $0.contains(".locatorlab-") }
            #expect(leftovers.isEmpty, "attempt \(attempt)")
        }
    }

    // MARK: - CI gates

    /// CI systems show each locator as a test case.
    @Test func junitHasOneTestCasePerLocator() throws {
        let workspace = try Workspace()
        try workspace.write(
            "mixed.rb",
            Array("find_element(:xpath, \"\(signIn)\")\nfind_elements(:xpath, \"//XCUIElementTypeCell\")\n".utf8))
        let run = try workspace.convert(["--format", "junit"])
        #expect(run.status == 0)
        #expect(run.output.contains("<testsuite name=\"src/mixed.rb\" tests=\"2\" failures=\"1\" skipped=\"0\" errors=\"0\">"))
        #expect(
            run.output.contains(
                "<testcase classname=\"src/mixed.rb\" name=\"line 1: //XCUIElementTypeButton[@name=&#39;login.signIn&#39;]\">\n"
                    + "      <properties>\n        <property name=\"proof\" value=\"same-elements\"/>\n      </properties>\n"
                    + "    </testcase>"))
        #expect(run.output.contains("<failure type=\"ambiguous\""))
    }

    @Test func failOnXPathFailsWhileXPathsRemain() throws {
        let workspace = try Workspace()
        try workspace.write("only.rb", Array("find_element(:xpath, \"\(signIn)\")\n".utf8))
        let dryRun = try workspace.convert(["--fail-on", "xpath"])
        #expect(dryRun.status == 1)
        #expect(dryRun.standardError.contains("error: 1 XPath locator remains (--fail-on xpath)"))
        let written = try workspace.convert(["--write", "--fail-on", "xpath"])
        #expect(written.status == 0)
    }

    @Test func failOnUnconvertedFailsOnAnyLocatorThatStays() throws {
        let workspace = try Workspace()
        try workspace.write(
            "mixed.rb",
            Array("find_element(:xpath, \"\(signIn)\")\nfind_elements(:xpath, \"//XCUIElementTypeCell\")\n".utf8))
        let run = try workspace.convert(["--fail-on", "unconverted"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: 1 XPath locator cannot be converted (--fail-on unconverted)"))
        try workspace.write("mixed.rb", Array("find_element(:xpath, \"\(signIn)\")\n".utf8))
        #expect(try workspace.convert(["--fail-on", "unconverted"]).status == 0)
    }

    /// A Swift query that already is its element's identifier query is
    /// nothing to convert, as an accessibility-id locator is no XPath:
    /// neither gate counts it.
    @Test func neitherGateCountsAQueryThatAlreadyIsAnIdentifierQuery() throws {
        let workspace = try Workspace()
        try workspace.write(
            "LoginTests.swift",
            Array("import XCTest\nfinal class LoginTests: XCTestCase {\n    func testSignIn() {\n        XCUIApplication().buttons[\"login.signIn\"].tap()\n    }\n}\n".utf8))
        let unconverted = try workspace.convert(["--fail-on", "unconverted"])
        #expect(unconverted.status == 0, "\(unconverted.output)")
        #expect(unconverted.output.contains("already-identifier"))
        #expect(try workspace.convert(["--fail-on", "xpath"]).status == 0)
    }

    // MARK: - Formats and options

    @Test func jsonGoesToAFileAndIsDeterministic() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let first = try workspace.convert(["--format", "json", "-o", "report.json"])
        #expect(first.status == 0)
        #expect(first.standardOutput.isEmpty)
        let report = try Data(contentsOf: workspace.root.appendingPathComponent("report.json"))
        let second = try workspace.convert(["--format", "json"])
        #expect([UInt8](report) == second.standardOutput)
        let object = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
    }

    @Test func sarifAndMarkdown() throws {
        let workspace = try Workspace()
        try workspace.addBeforeFixtures()
        let sarif = try workspace.convert(["--format", "sarif"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let result = try #require(((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "src/CatalogTest.kt")
        let markdown = try workspace.convert(["--format", "markdown"])
        #expect(markdown.output.hasPrefix("## LocatorLab: XPath locators to accessibility ids\n"))
    }

    @Test func languageIsTakenFromTheOptionForAnyExtension() throws {
        let workspace = try Workspace()
        try workspace.write("steps.txt", Array("d.find_element(By.XPATH, \"\(signIn)\")\n".utf8))
        let unknown = try workspace.convert(paths: ["src/steps.txt"])
        #expect(unknown.standardError.contains("unknown test-source language (use --language)"))
        let forced = try workspace.convert(["--language", "python"], paths: ["src/steps.txt"])
        #expect(forced.output.contains("+d.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")"))
    }

    @Test func labelsConvertOnlyWithAllowLabels() throws {
        let workspace = try Workspace()
        try workspace.write(
            "label.py", Array("d.find_element_by_xpath(\"//XCUIElementTypeStaticText[@name='Welcome back']\")\n".utf8))
        #expect(try workspace.convert().output.contains("label-only"))
        #expect(
            try workspace.convert(["--allow-labels"]).output.contains(
                "+d.find_element_by_accessibility_id(\"Welcome back\")"))
    }

    // MARK: - Errors

    @Test func missingInputsAndBadPageSourcesExitWithTheirCodes() throws {
        let workspace = try Workspace()
        try workspace.write("a.rb", Array("x = 1\n".utf8))
        let noPageSource = try CommandRunner.run(["convert", "src"], in: workspace.root)
        #expect(noPageSource.status == 64)
        let missingPageSource = try CommandRunner.run(
            ["convert", "src", "--page-source", "nope.xml"], in: workspace.root)
        #expect(missingPageSource.status == 66)
        #expect(missingPageSource.standardError.contains("nope.xml: error: cannot read file: no such file"))
        let missingTests = try workspace.convert(paths: ["missing"])
        #expect(missingTests.status == 66)
        #expect(missingTests.standardError.contains("missing: error: cannot read file: no such file or directory"))
        try Data("<AppiumAUT><XCUIElementTypeApplication".utf8).write(
            to: workspace.root.appendingPathComponent("bad.xml"))
        let badPageSource = try CommandRunner.run(["convert", "src", "--page-source", "bad.xml"], in: workspace.root)
        #expect(badPageSource.status == 65)
        #expect(badPageSource.standardError.hasPrefix("bad.xml:1:"))
    }
}
