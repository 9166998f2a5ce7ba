import Foundation
import LocatorLabTestSupport
import Testing

/// `compare --recording`: every locator a recorded run sent, on the screen
/// where it sent it.
@Suite("locatorlab compare --recording, end to end")
struct CompareRecordingCommandTests {
    static let run = "Tests/Fixtures/recording/ios-login-run"
    static let quick = ["--no-timing", "--seeds", "1"]

    @Test func everyFindIsJudgedOnItsScreenWithTheDevicesAnswerBesideIt() throws {
        let outcome = try CommandRunner.run(["compare", "--recording", Self.run] + Self.quick)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.output.hasPrefix("LocatorLab: the locators of a recorded run\n6 finds of 6 distinct locators on 2 screens"))
        #expect(outcome.output.contains("[1] xpath //XCUIElementTypeButton[@name='login.signIn']  unique"))
        #expect(outcome.output.contains("replacement: accessibility id login.signIn (same elements on 1 screen)"))
        // The help button and its label share the name: the device returned the first.
        #expect(outcome.output.contains("[4] accessibility id login.help  ambiguous"))
        // Captured at event 1, four finds before: the saved screen may be older than the device's.
        #expect(outcome.output.contains("#5 element on screen-001: device found nothing in 2012 ms, LocatorLab 1  disagrees (likely screen-changed)"))
        #expect(outcome.output.contains("the screen was captured at event #1, 4 finds earlier"))
    }

    @Test(arguments: ["json", "sarif", "junit", "markdown", "html"])
    func everyFormatIsWritten(format: String) throws {
        let outcome = try CommandRunner.run(["compare", "--recording", Self.run, "--format", format] + Self.quick)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        if format == "json" || format == "sarif" {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any])
            if format == "json" {
                #expect((object["locators"] as? [Any])?.count == 6)
                #expect(object["recordings"] as? [String] == [Self.run])
            } else {
                #expect(object["version"] as? String == "2.1.0")
            }
        }
    }

    /// With `--tests`, each recorded XPath names the lines that send it,
    /// whatever their quotes, and SARIF points at the code first.
    @Test func theTestsMapRecordedLocatorsToTheirCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let test = folder.appendingPathComponent("test_login.py")
        try Data(
            """
            from appium.webdriver.common.appiumby import AppiumBy


            def test_sign_in(driver):
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name=\\\"login.signIn\\\"]").click()
                driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeCell[@name='login.recent.0']")

            """.utf8
        ).write(to: test)
        let sarif = try CommandRunner.run(
            ["compare", "--recording", Self.run, "--tests", folder.path, "--format", "sarif"] + Self.quick)
        #expect(sarif.status == 0, "\(sarif.standardError)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let signIn = results.filter { ($0["message"] as? [String: Any])?["text"].map { "\($0)".contains("login.signIn") } == true }
        let first = ((signIn.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((first?["artifactLocation"] as? [String: Any])?["uri"] as? String == test.path)
        #expect((first?["region"] as? [String: Any])?["startLine"] as? Int == 5)
        let text = try CommandRunner.run(["compare", "--recording", Self.run, "--tests", folder.path, "--format", "json"] + Self.quick)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.standardOutput)) as? [String: Any])
        let locators = try #require(report["locators"] as? [[String: Any]])
        #expect((locators[1]["sentFrom"] as? [[String: Any]])?.first?["line"] as? Int == 6)
        #expect((report["notes"] as? [String])?.contains { $0.hasPrefix("3 recorded XPaths are written in none") } == true)
    }

    @Test func aRecordingIsNotMixedWithPageSourcesOrLocators() throws {
        let mixed = try CommandRunner.run(["compare", "--recording", Self.run, "samples/ios-health-summary.xml"])
        #expect(mixed.status == 64)
        #expect(mixed.standardError.contains("--recording takes its screens and locators from the recording"))
        let sarif = try CommandRunner.run(["compare", "samples/ios-health-summary.xml", "--locator", "//*", "--format", "sarif"])
        #expect(sarif.status == 64)
        #expect(sarif.standardError.contains("--format sarif is available with --recording"))
    }

    @Test func aMissingOrForeignFolderIsAClearError() throws {
        let missing = try CommandRunner.run(["compare", "--recording", "no/such/run"])
        #expect(missing.status == 66)
        #expect(missing.standardError == "error: no/such/run: cannot read recording: no such folder\n")
        let foreign = try CommandRunner.run(["compare", "--recording", "samples"])
        #expect(foreign.status == 65)
        #expect(foreign.standardError.hasPrefix("error: samples/recording.json: not a LocatorLab recording:"))
    }
}
