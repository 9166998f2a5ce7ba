import Foundation
import LocatorLabTestSupport
import Testing

@Suite("locatorlab audit, end to end")
struct AuditCommandTests {
    static let health = "samples/ios-health-summary.xml"
    static let users = "samples/ios-users-user-details.xml"

    @Test func textReportOnASample() throws {
        let run = try CommandRunner.run(["audit", Self.health])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(
            run.output.hasPrefix(
                "Identifier audit of 1 page source: 8 interactive elements, 4 identified (coverage 50%)\n"))
        #expect(
            run.output.contains(
                "samples/ios-health-summary.xml: warning: XCUIElementTypeButton 'Summary' has no identifier; suggested: UIA.Health.SummaryButton (built from its label 'Summary', in the page source's language) [missing-identifier]"
            ))
        #expect(run.output.contains("[duplicate-button-text]"))
        // NO_COLOR is set by the runner, and output is not a terminal anyway.
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func minimumCoverageGatesTheExitCode() throws {
        let below = try CommandRunner.run(["audit", Self.health, "--min-coverage", "80"])
        #expect(below.status == 1)
        #expect(below.output.hasSuffix("minimum coverage 80% not met: 50%\n"))
        #expect(below.standardError == "error: minimum coverage 80% not met: 50%\n")

        let met = try CommandRunner.run(["audit", Self.health, Self.users, "--min-coverage", "60"])
        #expect(met.status == 0)
        #expect(met.output.hasSuffix("minimum coverage 60% met: 60%\n"))

        // No interactive element: coverage is n/a and the gate passes.
        let none = try CommandRunner.run([
            "audit", "Tests/Fixtures/audit/ios-no-interactive.xml", "--min-coverage", "100",
        ])
        #expect(none.status == 0)
        #expect(none.output.contains("coverage n/a"))

        // The gate fails whatever the format; the report is still written.
        let json = try CommandRunner.run(["audit", Self.health, "--min-coverage", "99.5", "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        #expect(object["meetsMinimumCoverage"] as? Bool == false)
    }

    @Test func everyFormat() throws {
        let markdown = try CommandRunner.run(["audit", Self.health, "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.output.hasPrefix("## Identifier audit\n"))
        #expect(markdown.output.contains("| Severity | Rule | Page source | Message | Element |"))

        let html = try CommandRunner.run(["audit", Self.health, "--format", "html"])
        #expect(html.output.hasPrefix("<!DOCTYPE html>"))
        #expect(html.output.contains("<svg"))

        let json = try CommandRunner.run(["audit", Self.health, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        #expect(object["pageSources"] as? [String] == [Self.health])
        #expect((object["findings"] as? [Any])?.count == 9)

        let sarif = try CommandRunner.run(["audit", Self.health, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "locatorlab")
        #expect(driver?["version"] as? String != nil)
    }

    @Test func outputIsDeterministicAndCanGoToAFile() throws {
        let arguments = ["audit", Self.health, Self.users, "samples/android-shop-products.xml", "--format", "sarif"]
        let first = try CommandRunner.run(arguments)
        let second = try CommandRunner.run(arguments)
        #expect(first.standardOutput == second.standardOutput)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CommandRunner.run(["audit", Self.health, "--format", "markdown", "-o", file.path])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("## Identifier audit"))
    }

    @Test func conventionFindings() throws {
        let run = try CommandRunner.run([
            "audit", "Tests/Fixtures/audit/ios-names.xml", "--convention",
            #"[A-Z][A-Za-z]*(\.[A-Z][A-Za-z0-9]*(_[0-9]+)?)+"#,
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("'login_button' does not match the convention"))
        #expect(run.output.contains("[off-convention]"))
    }

    @Test func usageErrors() throws {
        let convention = try CommandRunner.run(["audit", Self.health, "--convention", "[A-Z"])
        #expect(convention.status == 64)
        #expect(
            convention.standardError == "error: the convention '[A-Z' is not a valid regular expression: expected ']'\n"
        )
        #expect(convention.standardOutput.isEmpty)
        let range = try CommandRunner.run(["audit", Self.health, "--min-coverage", "150"])
        #expect(range.status == 64)
        #expect(range.standardError.contains("between 0 and 100"))
        #expect(try CommandRunner.run(["audit"]).status == 64)
        #expect(try CommandRunner.run(["audit", Self.health, "--format", "xml"]).status == 64)
    }

    @Test func missingAndMalformedInputs() throws {
        #expect(try CommandRunner.run(["audit", "samples/nope.xml"]).status == 66)
        let malformed = try CommandRunner.run(["audit", "-", "--from", "xml"], input: Array("<hierarchy><oops".utf8))
        #expect(malformed.status == 65)
    }

    /// `samples/` holds `locators.txt` beside its page sources; as a folder
    /// argument it used to fail the whole run.
    @Test func aFolderIsReadAndFilesThatAreNotPageSourcesAreSkippedWithANote() throws {
        for command in [["audit", "samples"], ["codegen", "samples"], ["compare", "samples", "--locator", "//a", "--no-timing"]] {
            let run = try CommandRunner.run(command)
            #expect(run.status == 0, "\(command): \(run.standardError)")
            #expect(run.standardError.contains("samples/locators.txt: note: not a page source; skipped\n"), "\(command)")
        }
        let convert = try CommandRunner.run(["convert", "samples/tests", "--page-source", "samples"])
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardError.contains("samples/locators.txt: note: not a page source; skipped\n"))
        // Named on its own, it is still an error.
        let named = try CommandRunner.run(["audit", "samples/locators.txt"])
        #expect(named.status == 65)
    }

    @Test func junitHasAFailedCasePerMissingIdentifierAndOneForTheGate() throws {
        let run = try CommandRunner.run(["audit", "samples/ios-health-summary.xml", "--format", "junit", "--min-coverage", "90"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"locatorlab audit\" tests=\"5\" failures=\"5\""))
        #expect(run.output.contains("<failure type=\"missing-identifier\" message=\"XCUIElementTypeButton &#39;Summary&#39; has no identifier"))
        #expect(run.output.contains("<failure type=\"min-coverage\" message=\"minimum coverage 90% not met: 50%\">"))
    }
}
