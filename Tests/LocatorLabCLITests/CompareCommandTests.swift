import Foundation
import LocatorLabTestSupport
import Testing

@Suite("locatorlab compare and bench, end to end")
struct CompareCommandTests {
    static let health = "samples/ios-health-summary.xml"
    static let healthGerman = "samples/ios-health-summary-de.xml"
    static let quick = ["--min-time", "0.2", "--seeds", "1"]

    static func json(_ run: CommandRunner.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
    }

    @Test func theReadmeCommandReportsEveryLocatorAndWarnsAboutTheInvalidOne() throws {
        let run = try CommandRunner.run(
            [
                "compare", Self.health, Self.healthGerman, "samples/android-shop-products.xml", "--locators",
                "samples/locators.txt",
            ] + Self.quick
        )
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Locator comparison: 16 locators on 3 page sources"))
        #expect(run.output.contains("SUMMARY"))
        #expect(run.output.contains("TIMING"))
        #expect(run.output.contains("SURVIVAL"))
        #expect(run.output.contains("suggest  1. accessibility-id  UIA.Health.Summary.ProfileButton"))
        #expect(!run.output.contains("\u{1B}["))
        // The invalid line is reported compiler-style, with line and column.
        #expect(run.standardError.contains("samples/locators.txt:14:53: warning: invalid XPath at offset 52"))
    }

    /// What a wrapper path finds in the page-source file is a second
    /// evaluation, on another document; a limit met only there is said in
    /// the page's notes. It was read as "nothing there either": no
    /// file-only matches and no word of why.
    @Test func aLimitMetOnTheFileShapeIsSaidNotReadAsNothing() throws {
        let run = try CommandRunner.run(
            [
                "compare", Self.health, "--locator", "/AppiumAUT//*[@name='UIA.Health.Summary.ProfileButton']",
                "--xpath-op-limit", "40", "--format", "json", "--no-timing",
            ] + Self.quick)
        #expect(run.status == 0, "\(run.standardError)")
        let locators = try #require(try Self.json(run)["locators"] as? [[String: Any]])
        let page = try #require((locators.first?["pages"] as? [[String: Any]])?.first)
        #expect(page["count"] as? Int == 0)
        let notes = page["notes"] as? [String] ?? []
        #expect(
            notes.contains { $0.contains("evaluating it there failed") && $0.contains("operation") },
            "\(notes)")
        // Within the default limit it is found there, and no such note.
        let roomy = try CommandRunner.run(
            [
                "compare", Self.health, "--locator", "/AppiumAUT//*[@name='UIA.Health.Summary.ProfileButton']",
                "--format", "json", "--no-timing",
            ] + Self.quick)
        let roomyPage = try #require(
            ((try Self.json(roomy)["locators"] as? [[String: Any]])?.first?["pages"] as? [[String: Any]])?.first)
        #expect((roomyPage["fileOnlyMatches"] as? [Any])?.count == 1)
        #expect(!((roomyPage["notes"] as? [String]) ?? []).contains { $0.contains("evaluating it there failed") })
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let run = try CommandRunner.run(
            ["compare", Self.health, Self.healthGerman, "--locators", "samples/locators.txt", "--format", "json"]
                + Self.quick
        )
        #expect(run.status == 0)
        let report = try Self.json(run)
        #expect(report["schemaVersion"] as? Int == 2)
        let locators = try #require(report["locators"] as? [[String: Any]])
        #expect(locators.count == 16)
        // Both page sources are one screen in two languages: nothing is another screen's.
        #expect(locators.allSatisfy { ($0["notThisScreen"] as? Int) == 0 })
        let invalid = try #require(locators[8]["invalid"] as? [String: Any])
        #expect(invalid["offset"] as? Int == 52)
        #expect(locators[8]["line"] as? Int == 14)

        // #4 is //*[@name='UIA.Health.Summary.ProfileButton']: timed against its own identifier.
        let page = try #require((locators[3]["pages"] as? [[String: Any]])?.first)
        #expect(page["status"] as? String == "unique")
        let timings = try #require(page["timings"] as? [String: Any])
        for kind in ["xpath", "xpath-device", "id-index", "id-scan", "libxml2-direct"] {
            let statistics = try #require(timings[kind] as? [String: Any], "\(kind)")
            for key in ["median", "p90", "minimum", "samples"] { #expect(statistics[key] != nil, "\(kind).\(key)") }
        }
        #expect((timings["ratios"] as? [String: Any])?["xpath/id-index"] is Double)
        let lookup = try #require(page["identifierLookup"] as? [String: Any])
        #expect(lookup["source"] as? String == "target-name")
        let survival = try #require(page["survival"] as? [String: Any])
        #expect(
            (survival["rates"] as? [[String: Any]])?.map { $0["strategy"] as? String } == ["xpath", "id", "suggestion"])

        // #5 (//XCUIElementTypeScrollView/XCUIElementTypeButton[1]) selects the new Sleep tile in
        // the German next version, not the Steps tile it found before.
        let across = try #require((locators[4]["acrossPageSources"] as? [[String: Any]])?.first)
        let outcomes = (across["entries"] as? [[String: Any]])?.compactMap { $0["outcome"] as? String }
        #expect(outcomes?.contains("found") == true)
        #expect(outcomes == ["found", "wrong-element"])
    }

    @Test func jsonIsTheSameBytesWithoutMeasuredValues() throws {
        let arguments = [
            "compare", Self.health, "--locators", "samples/locators.txt", "--format", "json", "--no-timing",
        ]
        let first = try CommandRunner.run(arguments)
        let second = try CommandRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func locatorsFromTheCommandLine() throws {
        let run = try CommandRunner.run(
            [
                "compare", Self.health, "--locator", "//*[@name='Summary']", "--locator", "//XCUIElementTypeButton[3]",
                "--no-timing",
            ]
        )
        #expect(run.status == 0)
        #expect(run.output.contains("[1] //*[@name='Summary']"))
        #expect(run.output.contains("2 matches (ambiguous)"))
        #expect(run.output.contains("[2] //XCUIElementTypeButton[3]"))
    }

    @Test func aLocatorsFileThatIsNotTextIsBadInputNotAMissingFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locators-\(UUID().uuidString).txt")
        try Data([0xFF, 0xFE, 0x2F, 0x2F, 0x61, 0x0A]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CommandRunner.run(["compare", Self.health, "--locators", file.path, "--no-timing"])
        #expect(run.status == 65)
        #expect(run.standardError.contains("cannot decode the locators file"))
    }

    @Test func locatorsFromTheTestSuiteItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            from appium.webdriver.common.appiumby import AppiumBy

            def test_review(driver, name):
                # driver.find_element(AppiumBy.XPATH, "//commented/out")
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@label='Review']").click()
                driver.find_element(AppiumBy.XPATH, f"//*[@name='{name}']")
            """.write(to: folder.appendingPathComponent("test_health.py"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["compare", Self.health, "--tests", folder.path, "--no-timing", "--format", "json"])
        #expect(run.status == 0)
        let report = try Self.json(run)
        let locators = try #require(report["locators"] as? [[String: Any]])
        #expect(locators.map { $0["expression"] as? String } == ["//XCUIElementTypeButton[@label='Review']"])
        #expect(locators.first?["line"] as? Int == 5)
        #expect((locators.first?["file"] as? String)?.hasSuffix("test_health.py") == true)
        // The f-string is built at run time: reported with its position, not guessed.
        #expect(run.standardError.contains("test_health.py:6:"))
        #expect(run.standardError.contains("note: XPath built at run time"))
    }

    @Test func markdownAndHTML() throws {
        let markdown = try CommandRunner.run(
            ["compare", Self.health, "--locators", "samples/locators.txt", "--format", "markdown"] + Self.quick
        )
        #expect(markdown.status == 0)
        #expect(markdown.output.hasPrefix("## Locator comparison"))
        #expect(markdown.output.contains("| Locator | Page source |"))
        #expect(markdown.output.contains("<details>"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html").path
        let html = try CommandRunner.run(
            ["compare", Self.health, "--locators", "samples/locators.txt", "--format", "html", "-o", file] + Self.quick
        )
        #expect(html.status == 0)
        #expect(html.standardOutput.isEmpty)
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<svg"))
        // Self-contained: no scripts, nothing fetched.
        #expect(!page.contains("<script"))
        #expect(!page.contains("src="))
        #expect(!page.contains("<link"))
    }

    /// `//x  # note` was read as one invalid XPath, though the README says
    /// `#` starts a comment.
    @Test func aCommentAfterALocatorIsNotPartOfIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-comments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locators.txt")
        try Data(
            "//XCUIElementTypeButton[@name='UIA.Health.Summary.ProfileButton']  # profile\n//*[@name='#1']\n".utf8
        ).write(to: file)
        let run = try CommandRunner.run(["compare", Self.health, "--locators", file.path, "--no-timing", "--format", "json"])
        #expect(run.status == 0)
        #expect(!run.standardError.contains("invalid XPath"), "\(run.standardError)")
        #expect(run.output.contains("\"expression\" : \"//XCUIElementTypeButton[@name='UIA.Health.Summary.ProfileButton']\""))
        #expect(run.output.contains("\"expression\" : \"//*[@name='#1']\""))
    }

    /// `--min-time 0` said "must be between 0 and 60000", which 0 is, and a
    /// negative number said "Missing value".
    @Test(arguments: ["0", "-5", "60001"])
    func numericOptionsSayWhatTheyAccept(value: String) throws {
        let run = try CommandRunner.run(["compare", Self.health, "--locator", "//a", "--min-time", value])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--min-time must be more than 0 and at most 60000 (milliseconds)"), "\(run.standardError)")
        let limit = try CommandRunner.run(["compare", Self.health, "--locator", "//a", "--xpath-op-limit", "-1"])
        #expect(limit.status == 64)
        #expect(limit.standardError.contains("--xpath-op-limit must be positive"), "\(limit.standardError)")
    }

    /// `bench --sizes 20m` said "use a positive element count", and a
    /// negative read limit said "limits must be positive numbers" without
    /// saying which.
    @Test func sizesAndLimitsSayWhatIsWrong() throws {
        let bench = try CommandRunner.run(["bench", "--sizes", "1k,20m"])
        #expect(bench.status == 64)
        #expect(
            bench.standardError.contains("error: size '20m' is 20000000 elements; bench generates at most 10000000 (10m)"),
            "\(bench.standardError)")
        let word = try CommandRunner.run(["bench", "--sizes", "lots"])
        #expect(word.status == 64)
        #expect(word.standardError.contains("expected an element count such as 250, 2.5k or 1m (k = thousand, m = million)"))
        let limit = try CommandRunner.run(["compare", Self.health, "--locator", "//a", "--max-elements", "-5"])
        #expect(limit.status == 64)
        #expect(limit.standardError.contains("--max-elements must be a positive number, not -5"), "\(limit.standardError)")
    }

    /// CI systems and ReportPortal show each page source as a test suite
    /// and each locator judged on it as a case, named by the locator alone,
    /// so its history survives locators added above it.
    @Test func junitHasASuitePerPageSourceAndACasePerLocator() throws {
        let run = try CommandRunner.run(
            ["compare", Self.health, Self.healthGerman, "--locators", "samples/locators.txt", "--no-timing", "--format", "junit"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"locatorlab compare\""))
        #expect(run.output.contains("<testsuite name=\"samples/ios-health-summary.xml\" "))
        #expect(run.output.contains(
            "<testcase classname=\"samples/ios-health-summary.xml\" name=\"/AppiumAUT/XCUIElementTypeApplication/"
                + "XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeNavigationBar/XCUIElementTypeButton\">\n"
                + "      <failure type=\"broken\" message=\"0 matches (broken)\">"))
        #expect(run.output.contains("<testsuite name=\"invalid locators\" tests=\"1\""))
        #expect(run.output.contains("<failure type=\"invalid-xpath\" message=\"invalid XPath at offset 52: invalid predicate\">"))
        #expect(!run.output.contains("[1]  "), "no locator numbers in names")
        #expect(run.output.hasSuffix("</testsuites>\n"))
    }

    /// A long HTML report needs a way in; unnamed Android matches were
    /// all "android.widget.TextView", telling nothing apart.
    @Test func htmlHasContentsAndAndroidMatchesShowTheirText() throws {
        let html = try CommandRunner.run(
            ["compare", Self.health, "--locators", "samples/locators.txt", "--no-timing", "--format", "html"])
        #expect(html.status == 0)
        #expect(html.output.contains("<nav class=\"contents\">"))
        #expect(html.output.contains("<li><a href=\"#locator-1\">#1 (samples/locators.txt:6)</a></li>"))
        #expect(html.output.contains("<h3 id=\"locator-1\">#1 (samples/locators.txt:6)</h3>"))
        let text = try CommandRunner.run(
            ["compare", "samples/android-shop-products.xml", "--locator", "//android.widget.TextView", "--no-timing"])
        #expect(text.output.contains("match    android.widget.TextView text \"Trail running shoes\"\n"))
    }

    /// 14 locators on 31 page sources gave 964 lines of text.
    @Test func summaryIsOneLinePerLocator() throws {
        let run = try CommandRunner.run(["compare", "samples", "--locators", "samples/locators.txt", "--no-timing", "--summary"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 17)
        #expect(lines[0].hasPrefix("Locator comparison: 16 locators on 6 page sources"))
        #expect(lines.contains { $0.contains("//XCUIElementTypeScrollView/XCUIElementTypeButton[1]  unique 2; survival xpath/id/best") })
        #expect(lines.contains { $0.contains("invalid at offset 52: invalid predicate") })
        let misuse = try CommandRunner.run(["compare", "samples", "--locators", "samples/locators.txt", "--summary", "--format", "json"])
        #expect(misuse.status == 64)
    }

    /// A real suite rendered 59 KB of Markdown, more than a pull-request
    /// comment holds for larger ones.
    @Test func markdownFitsInAPullRequestCommentUnlessFull() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locators.txt")
        let lines = (1...60).flatMap { ["//XCUIElementTypeButton[\($0)]", "//*[@name='x\($0)']"] }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let arguments = ["compare", "samples", "--locators", file.path, "--no-timing", "--format", "markdown"]
        let brief = try CommandRunner.run(arguments)
        #expect(brief.status == 0)
        #expect(brief.output.count <= 60_000)
        #expect(brief.output.contains("Per-locator details are left out so that this report fits in a pull-request comment"))
        let full = try CommandRunner.run(arguments + ["--full"])
        #expect(full.status == 0)
        #expect(full.output.count > 60_000)
        #expect(full.output.contains("<details>"))
        #expect(!full.output.contains("Per-locator details are left out"))
    }

    @Test func usageAndInputErrors() throws {
        let noLocators = try CommandRunner.run(["compare", Self.health])
        #expect(noLocators.status == 64)
        let missingFile = try CommandRunner.run(["compare", Self.health, "--locators", "no/such/file.txt"])
        #expect(missingFile.status == 66)
        #expect(missingFile.standardError.hasPrefix("no/such/file.txt: error: cannot read the locators file"))
        let missingPage = try CommandRunner.run(["compare", "no/such/page.xml", "--locator", "//a"])
        #expect(missingPage.status == 66)
        // It used to run on "0 locators" and exit 0.
        let missingTests = try CommandRunner.run(["compare", Self.health, "--tests", "no/such/tests"])
        #expect(missingTests.status == 66)
        #expect(missingTests.standardError.hasPrefix("no/such/tests: error: cannot read file: no such file or directory"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("locators.txt")
        try Data("# only a comment\n\n".utf8).write(to: empty)
        let emptyFile = try CommandRunner.run(["compare", Self.health, "--locators", empty.path])
        #expect(emptyFile.status == 65)
        #expect(emptyFile.standardError.contains("no locators to compare"))
    }

    /// On Android the name predicate is `@content-desc`; the summary said `@name`.
    @Test func benchNamesTheXPathItRanOnAndroid() throws {
        let run = try CommandRunner.run(["bench", "--sizes", "300,600", "--min-time", "0.5", "--platform", "android"])
        #expect(run.status == 0)
        #expect(run.output.contains("XPath //*[@content-desc=…] grows"), "\(run.output)")
        #expect(!run.output.contains("@name=…"))
    }

    @Test func benchReportsEachSize() throws {
        let run = try CommandRunner.run(["bench", "--sizes", "300,600", "--min-time", "0.5", "--format", "json"])
        #expect(run.status == 0)
        let report = try Self.json(run)
        let sizes = try #require(report["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["elements"] as? Int } == [300, 600])
        for size in sizes {
            let locators = try #require(size["locators"] as? [[String: Any]])
            #expect(locators.compactMap { $0["kind"] as? String }.contains("name-predicate"))
            #expect(locators.allSatisfy { ($0["timings"] as? [String: Any])?["xpath"] != nil })
            let timings = try #require(size["timings"] as? [String: Any])
            #expect(timings["id-index"] != nil && timings["id-scan"] != nil && timings["xpath-device"] != nil)
            #expect(size["memory"] is [String: Any])
        }
        #expect((report["scaling"] as? [String: Any])?["idIndexSpread"] is Double)
    }

    @Test func benchRejectsBadSizes() throws {
        let run = try CommandRunner.run(["bench", "--sizes", "1k,zero"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("invalid size 'zero'"))
    }

    /// Issue 21, item 9: page sources are named as one screen with
    /// `--screen` or `screens:` in `locatorlab.yml`; without that, the
    /// Health summary and the user details of the Users app are not one
    /// screen, whatever their apps.
    @Test func screensAreNamedByTheCommandLineOrTheConfigFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["ios-health-summary.xml", "ios-health-summary-de.xml"] {
            try FileManager.default.copyItem(at: TestFixtures.sample(name), to: folder.appendingPathComponent(name))
        }
        let arguments = [
            "compare", "ios-health-summary.xml", "ios-health-summary-de.xml", "--locator", "//*", "--format", "json",
            "--no-timing", "--seeds", "1",
        ]
        func screens(_ run: CommandRunner.Outcome) throws -> [String] {
            #expect(run.status == 0, "\(run.standardError)")
            let pages = try #require(try Self.json(run)["pageSources"] as? [[String: Any]])
            return pages.compactMap { $0["screen"] as? String }
        }
        #expect(try screens(CommandRunner.run(arguments, in: folder)) == ["ios:com.apple.Health", "ios:com.apple.Health"])
        let flagged = try CommandRunner.run(arguments + ["--screen", "summary=ios-health-summary*.xml"], in: folder)
        #expect(try screens(flagged) == ["summary", "summary"])
        try Data("screens:\n  english: ios-health-summary.xml\n  german: [./ios-health-summary-de.xml]\n".utf8)
            .write(to: folder.appendingPathComponent("locatorlab.yml"))
        #expect(try screens(CommandRunner.run(arguments, in: folder)) == ["english", "german"])
        try Data("screens:\n  english: 3\n".utf8).write(to: folder.appendingPathComponent("locatorlab.yml"))
        let wrong = try CommandRunner.run(arguments, in: folder)
        #expect(wrong.status == 65)
        #expect(wrong.standardError.contains("locatorlab.yml:1:1: error: invalid config file: screens: 'english' needs a path"))
        let badFlag = try CommandRunner.run(arguments + ["--screen", "summary"], in: folder)
        #expect(badFlag.status == 64)
        #expect(badFlag.standardError.contains("--screen: 'summary' is not NAME=PATTERN"))
    }

    /// Every strategy in the clients' prefix forms, from two locators files.
    @Test func locatorsFilesInPrefixFormsGivenTwice() throws {
        let run = try CommandRunner.run([
            "compare", Self.health, "--locators", "Tests/Fixtures/analysis/prefixed/ios-locators.txt", "--locators",
            "Tests/Fixtures/analysis/prefixed/more-locators.txt", "--no-timing", "--format", "json",
        ])
        #expect(run.status == 0)
        let locators = try #require(try Self.json(run)["locators"] as? [[String: Any]])
        // `~X` and `accessibility id:X` are one locator, used twice.
        #expect(locators.count == 7)
        #expect(locators.map { $0["strategy"] as? String } == [
            "accessibility id", "id", "-ios class chain", "-ios predicate string", nil, nil, nil,
        ])
        let byID = locators[0]
        #expect((byID["uses"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [2, 2])
        let counts = locators.map { (($0["pages"] as? [[String: Any]])?.first?["count"] as? Int) ?? -1 }
        #expect(counts[0] == 1 && counts[2] == 1 && counts[3] == 1)
        let summary = try CommandRunner.run([
            "compare", Self.health, "--locators", "Tests/Fixtures/analysis/prefixed/ios-locators.txt", "--locators",
            "Tests/Fixtures/analysis/prefixed/more-locators.txt", "--no-timing", "--summary",
        ])
        #expect(summary.output.contains("accessibility-id=UIA.Health.Summary.ProfileButton"))
        #expect(summary.output.contains("used at Tests/Fixtures/analysis/prefixed/ios-locators.txt:2:2, "))
    }

    /// A suite using one XPath in several tests: one entry, every file:line.
    @Test func identicalSuiteLocatorsAreOneEntryWithEveryUse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-uses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let call = "driver.find_element(AppiumBy.XPATH, \"//XCUIElementTypeButton[@label='Review']\").click()"
        try """
            from appium.webdriver.common.appiumby import AppiumBy

            def test_one(driver):
                \(call)

            def test_two(driver):
                \(call)
            """.write(to: folder.appendingPathComponent("test_a.py"), atomically: true, encoding: .utf8)
        try "from appium.webdriver.common.appiumby import AppiumBy\n\ndef test_three(driver):\n    \(call)\n".write(
            to: folder.appendingPathComponent("test_b.py"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["compare", Self.health, "--tests", folder.path, "--no-timing", "--format", "json"])
        #expect(run.status == 0)
        let locators = try #require(try Self.json(run)["locators"] as? [[String: Any]])
        #expect(locators.count == 1)
        let uses = try #require(locators[0]["uses"] as? [[String: Any]])
        #expect(uses.compactMap { $0["line"] as? Int } == [4, 7, 4])
        #expect(uses.compactMap { ($0["file"] as? String)?.split(separator: "/").last.map(String.init) } == [
            "test_a.py", "test_a.py", "test_b.py",
        ])
        let summary = try CommandRunner.run(["compare", Self.health, "--tests", folder.path, "--no-timing", "--summary"])
        #expect(summary.output.contains("used at "))
        #expect(summary.output.contains("test_b.py:4:"))
    }
}
