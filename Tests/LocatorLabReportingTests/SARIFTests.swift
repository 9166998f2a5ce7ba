import Foundation
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@Suite("SARIF")
struct SARIFTests {
    static func sampleLog() -> SARIFLog {
        let rules = [
            SARIFReportingDescriptor(
                id: "LL001", name: "BrokenLocator", shortDescription: "The locator matches no element.",
                fullDescription: "The locator matched nothing in the page source it was checked against.",
                help: SARIFMessage("Use an accessibility identifier.", markdown: "Use an `accessibilityIdentifier`."),
                level: .error),
            SARIFReportingDescriptor(id: "LL002", name: "AmbiguousLocator", shortDescription: "More than one match."),
        ]
        let results = [
            SARIFResult(
                ruleId: "LL001", level: .error, message: "//XCUIElementTypeButton[@name='Login'] matches nothing",
                locations: [SARIFLocation(uri: "UITests/LoginTests.swift", line: 42, column: 9, endLine: 42, endColumn: 61)],
                fixes: [
                    SARIFFix(
                        description: "Use the accessibility id",
                        artifactChanges: [
                            SARIFFix.ArtifactChange(
                                artifactLocation: SARIFArtifactLocation(uri: "UITests/LoginTests.swift"),
                                replacements: [
                                    SARIFFix.Replacement(
                                        deletedRegion: SARIFRegion(startLine: 42, startColumn: 9, endLine: 42, endColumn: 61)!,
                                        insertedText: "app.buttons[\"login.submit\"]")
                                ])
                        ])
                ],
                partialFingerprints: ["locator/v1": "3f2a"]),
            SARIFResult(
                ruleId: "LL002", message: "2 matches", locations: [SARIFLocation(uri: "UITests/Settings Tests.swift")]),
            SARIFResult(ruleId: nil, level: .note, message: "checked 12 locators"),
        ]
        return SARIFLog(
            tool: SARIFToolComponent(
                name: "locatorlab", version: "0.1.0", informationUri: "https://example.com/locatorlab", rules: rules),
            results: results)
    }

    @Test("a log has the 2.1.0 version and schema, and results link their rules by index")
    func structure() throws {
        let log = Self.sampleLog()
        #expect(log.version == "2.1.0")
        #expect(log.runs[0].results.map(\.ruleIndex) == [0, 1, nil])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(log.json())) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(json["version"] as? String == "2.1.0")
    }

    @Test("a location without a known line has no region; invalid positions are left out")
    func regions() throws {
        #expect(SARIFLocation(uri: "a.swift").physicalLocation?.region == nil)
        #expect(SARIFLocation(uri: "a.swift", line: 0, column: 3).physicalLocation?.region == nil)
        let region = try #require(SARIFRegion(startLine: 3, startColumn: 0, endLine: 2, endColumn: 5))
        #expect(region.startColumn == nil)
        #expect(region.endLine == nil)
        #expect(region.endColumn == 5)
        let text = String(decoding: try Self.sampleLog().json(), as: UTF8.self)
        #expect(!text.contains("null"))
    }

    @Test("encoding is deterministic")
    func deterministic() throws {
        #expect(try Self.sampleLog().json() == Self.sampleLog().json())
    }

    @Test(
        "the log validates against the official SARIF 2.1.0 schema",
        .enabled(if: SchemaValidator.isAvailable, "needs python3 with the jsonschema module"))
    func schemaValid() throws {
        let outcome = try SchemaValidator.validate(
            try Self.sampleLog().json(), schema: TestFixtures.url("schemas/sarif-schema-2.1.0.json"))
        #expect(outcome.valid, "\(outcome.message)")
    }

    @Test(
        "the schema check itself rejects an invalid log",
        .enabled(if: SchemaValidator.isAvailable, "needs python3 with the jsonschema module"))
    func schemaRejects() throws {
        let invalid = Array(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}"#.utf8)
        let outcome = try SchemaValidator.validate(invalid, schema: TestFixtures.url("schemas/sarif-schema-2.1.0.json"))
        #expect(!outcome.valid)
    }
}
