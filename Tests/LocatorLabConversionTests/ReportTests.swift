import Foundation
import LocatorLabConversion
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// The four report formats of one run over the fixtures.
@Suite("convert: reports")
struct ReportTests {
    /// The fixtures' before files, converted in a dry run (nothing written).
    private static func run(write: Bool = false) throws -> (ConversionRun, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for fixture in ConversionFixtures.cases {
            try FileManager.default.copyItem(
                at: TestFixtures.url(fixture.before), to: folder.appendingPathComponent(fixture.file))
        }
        let runner = ConversionRunner(writesChanges: write)
        return (runner.run(paths: [folder.path], resolver: try ConversionFixtures.resolver()), folder)
    }

    @Test func jsonIsVersionedDeterministicAndCountsEveryOutcome() throws {
        let (first, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try ConversionReport(first).json()
        #expect(try json == ConversionReport(first).json())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        #expect(object["mode"] as? String == "dry-run")
        let totals = try #require(object["totals"] as? [String: Any])
        let outcomes = try #require(totals["outcomes"] as? [String: Int])
        #expect(Set(outcomes.keys) == Set(ConversionOutcome.allCases.map(\.rawValue)))
        // Shared constants, unstable identifiers and helpers need several
        // files: ProjectConversionTests covers them.
        // An XPath is never already an identifier query (SwiftQueryRewriteTests).
        let singleFile = outcomes.filter {
            !["shared-constant", "unstable-identifier", "no-replacement", "already-identifier"].contains($0.key)
        }
        #expect(singleFile.values.allSatisfy { $0 > 0 }, "the fixtures cover every outcome: \(outcomes)")
        let sources = try #require(totals["valueSources"] as? [String: Int])
        #expect(Set(sources.keys) == Set(LocatorValueSource.allCases.map(\.rawValue)))
        #expect(sources.values.reduce(0, +) == outcomes.values.reduce(0, +))
        #expect(totals["locators"] as? Int == outcomes.values.reduce(0, +))
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == ConversionFixtures.cases.count)
        #expect(files.allSatisfy { ($0["diff"] as? String)?.hasPrefix("--- a/") == true })
        let locator = try #require((files.first?["locators"] as? [[String: Any]])?.first)
        #expect(Set(locator.keys).isSuperset(of: ["line", "column", "outcome", "reason", "xpath", "call", "form"]))
    }

    @Test func sarifIsValidAgainstTheSchemaWithOneResultPerRemainingLocator() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try run.sarifJSON(toolVersion: "0.1.0")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let sarifRun = try #require((object["runs"] as? [[String: Any]])?.first)
        let all = try #require(sarifRun["results"] as? [[String: Any]])
        // Besides the locators: one note per identifier the app must add.
        let results = all.filter { $0["ruleId"] as? String != ConversionRun.identifierRequestRuleID }
        #expect(all.count - results.count == run.identifierRequests.count)
        #expect(!run.identifierRequests.isEmpty, "the fixtures have elements without identifiers")
        #expect(results.count == run.remainingXPathLocators.count)
        #expect(sarifRun["columnKind"] as? String == "unicodeCodePoints")
        let rules = try #require(
            ((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        // A rule per outcome a result can have (not already-identifier), and the request rule.
        #expect(rules.count == ConversionOutcome.allCases.filter { $0 != .alreadyIdentifier }.count + 1)
        let withFixes = results.filter { $0["fixes"] != nil }
        #expect(withFixes.count == run.locators.filter { $0.outcome == .converted }.count)
        #expect(withFixes.allSatisfy { $0["ruleId"] as? String == "xpath-convertible" })

        let schema = TestFixtures.url("schemas/sarif-schema-2.1.0.json")
        guard SchemaValidator.isAvailable, FileManager.default.fileExists(atPath: schema.path) else { return }
        let validation = try SchemaValidator.validate(json, schema: schema)
        #expect(validation.valid, "\(validation.message)")
    }

    @Test func afterAWriteOnlyUnconvertedLocatorsRemainInSARIF() throws {
        let (run, folder) = try Self.run(write: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.problems.isEmpty)
        let log = run.sarif()
        let results = log.runs[0].results.filter { $0.ruleId != ConversionRun.identifierRequestRuleID }
        #expect(results.count == run.locators.filter { $0.outcome != .converted }.count)
        #expect(!results.contains { $0.ruleId == "xpath-convertible" })
    }

    @Test func markdownHasTotalsATablePerFileAndTheDiff() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = run.markdown()
        #expect(markdown.hasPrefix("## LocatorLab: XPath locators to accessibility ids\n"))
        #expect(markdown.contains("| Outcome | Locators |"))
        #expect(markdown.contains("| Line | Outcome | XPath | Result |"))
        #expect(markdown.contains("```diff\n--- a/"))
        #expect(markdown.contains("<summary>Why"))
    }

    @Test func textListsEachLocatorAndTheTotalsWithoutColourUnlessAsked() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = run.text()
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains("converted      By.xpath //XCUIElementTypeButton[@name='login.signIn']"))
        #expect(text.contains("→ AppiumBy.accessibilityId(\"login.signIn\")"))
        #expect(text.contains("OUTCOME              LOCATORS"))
        #expect(text.contains("\nXPath known as: literal "))
        #expect(text.hasSuffix("dry run: nothing was written; --write applies the changes above\n"))
        #expect(run.text(colour: true).contains("\u{1B}[32mconverted\u{1B}[0m"))
    }
}

/// Validates JSON with Python's `jsonschema` (draft-04, as the SARIF schema
/// uses); the test is skipped where python3 or the module is missing.
