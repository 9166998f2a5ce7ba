import Foundation
import LocatorLabTestSupport
import Testing

/// `compare --recording --shard I/N` then `merge`: the shards split the
/// distinct locators the run sent (each judged on every screen it was sent
/// on, in one shard), and the merged report is the unsharded one, byte for
/// byte, in every format.
@Suite("locatorlab compare --recording --shard and merge, end to end")
struct RecordingShardMergeCommandTests {
    static let ios = "Tests/Fixtures/recording/ios-login-run"
    /// Three screens of one session; `//*[@resource-id='android:id/title'][1]`,
    /// `//android.widget.TextView[@text='Security']` and `~Navigate up` are
    /// sent on two screens each, so their replacement is judged on both.
    static let android = "Tests/Fixtures/recording/android-settings-run"
    static let quick = ["--no-timing", "--seeds", "1", "--jobs", "1"]
    static let formats = ["text", "json", "markdown", "html", "junit", "sarif"]

    /// A Python test writing two of the iOS run's XPaths and one of the
    /// Android run's, so `sentFrom` is set and some XPaths stay unmapped.
    static func tests(in folder: URL) throws -> String {
        let test = folder.appendingPathComponent("test_run.py")
        try Data(
            """
            from appium.webdriver.common.appiumby import AppiumBy


            def test_sign_in(driver):
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.signIn']").click()
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeCell[@name='login.recent.0']")
                driver.find_element(AppiumBy.XPATH, "//android.widget.TextView[@text='Security']")

            """.utf8
        ).write(to: test)
        return test.path
    }

    /// The runs tested: one platform each (6 and 8 distinct locators), both
    /// recordings together (14), and both mapped to test sources.
    static func estates(in folder: URL) throws -> [(name: String, arguments: [String])] {
        let both = ["compare", "--recording", ios, "--recording", android] + quick
        return [
            ("ios", ["compare", "--recording", ios] + quick),
            ("android", ["compare", "--recording", android] + quick),
            ("ios and android", both),
            ("ios and android with --tests", both + ["--tests", try tests(in: folder)]),
        ]
    }

    /// 3 shards (uneven), more shards than locators (some empty), and one.
    @Test func mergedEqualsUnshardedInEveryFormat() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for estate in try Self.estates(in: folder) {
            try ShardMergeCommandTests.expectMergedEqualsWhole(
                estate.arguments, name: estate.name, totals: [3, 16, 1], formats: Self.formats, in: folder)
        }
    }

    /// A locator's finds stay in one shard: each part holds whole locators,
    /// numbered as in the whole run, and lists every screen.
    @Test func aShardHoldsWholeLocatorsAndEveryScreen() throws {
        let arguments = ["compare", "--recording", Self.android] + Self.quick
        var numbers: [Int] = []
        for index in 1...3 {
            let run = try CommandRunner.run(arguments + ["--shard", "\(index)/3"])
            #expect(run.status == 0, "\(run.standardError)")
            let part = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
            #expect(part["command"] as? String == "compare --recording")
            let report = try #require(part["report"] as? [String: Any])
            #expect((report["screens"] as? [Any])?.count == 3)
            let locators = try #require(report["locators"] as? [[String: Any]])
            for locator in locators where locator["value"] as? String == "//*[@resource-id='android:id/title'][1]" {
                #expect((locator["uses"] as? [Any])?.count == 2)
                #expect((locator["screens"] as? [Any])?.count == 2)
            }
            numbers += locators.compactMap { $0["number"] as? Int }
        }
        #expect(numbers == Array(1...8))
    }

    @Test func mismatchedPartsAreRefusedWithTheReason() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["compare", "--recording", Self.android] + Self.quick
        let parts = try ShardMergeCommandTests.shards(arguments, total: 3, in: folder).reversed().map { $0 }
        #expect(try CommandRunner.run(["merge"] + parts).status == 0)

        // Another recording.
        let other = folder.appendingPathComponent("other.json").path
        #expect(try CommandRunner.run(["compare", "--recording", Self.ios] + Self.quick + ["--shard", "2/3", "-o", other]).status == 0)
        let recording = try CommandRunner.run(["merge", parts[0], other, parts[2]])
        #expect(recording.status == 65)
        #expect(recording.standardError.hasPrefix("error: \(other): another input set or other options than \(parts[0])"))

        // The same folder with one screen's page source edited.
        let copy = folder.appendingPathComponent("run")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.android), to: copy)
        let screen = copy.appendingPathComponent("screens/screen-002.xml")
        let edited = try String(contentsOf: screen, encoding: .utf8).replacingOccurrences(of: "Airplane", with: "Flight")
        try Data(edited.utf8).write(to: screen)
        let copied = ["compare", "--recording", copy.path] + Self.quick
        let first = folder.appendingPathComponent("copy-1.json").path
        #expect(try CommandRunner.run(copied + ["--shard", "1/3", "-o", first]).status == 0)
        let screens = try CommandRunner.run(["merge", first, parts[1], parts[2]])
        #expect(screens.status == 65)
        #expect(screens.standardError.contains("another input set or other options"))

        // Other options, and a part of page sources' compare.
        let seeds = folder.appendingPathComponent("seeds.json").path
        #expect(try CommandRunner.run(arguments + ["--seeds", "2", "--shard", "2/3", "-o", seeds]).status == 0)
        #expect(try CommandRunner.run(["merge", parts[0], seeds, parts[2]]).standardError.contains("other options"))
        let pages = folder.appendingPathComponent("pages.json").path
        let compare = try CommandRunner.run(
            ["compare", "samples/android-shop-products.xml", "--locator", "//*[1]", "--shard", "2/3", "-o", pages]
                + Self.quick)
        #expect(compare.status == 0)
        let command = try CommandRunner.run(["merge", parts[0], pages, parts[2]])
        #expect(command.status == 65)
        #expect(
            command.standardError.hasPrefix(
                "error: \(pages): a part of 'compare', but \(parts[0]) is a part of 'compare --recording'"))

        let format = try CommandRunner.run(arguments + ["--shard", "1/3", "--format", "sarif"])
        #expect(format.status == 64)
        #expect(format.standardError.contains("--shard writes a part (JSON) for 'locatorlab merge'"))
    }
}
