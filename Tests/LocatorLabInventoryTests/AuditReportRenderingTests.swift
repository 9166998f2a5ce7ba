import Foundation
import LocatorLabInventory
import LocatorLabTestSupport
import Testing

/// One canned audit, one golden per output format.
@Suite struct AuditReportRenderingTests {
    static func report(minimumCoverage: Double? = 75) throws -> AuditReport {
        let sources = try ["ios-duplicates.xml", "ios-missing-and-labels.xml", "android-audit.xml", "ios-names.xml"]
            .map { try InventoryFixtures.fixture("audit/" + $0) }
        let options = AuditOptions(
            convention: #"[A-Z][A-Za-z]*(\.[A-Z][A-Za-z0-9]*(_[0-9]+)?)+"#, minimumCoverage: minimumCoverage)
        return try IdentifierAuditor(options: options).audit(sources)
    }

    @Test func textGolden() throws {
        let text = try Self.report().text()
        try Golden.check(text, against: "audit/reports/report.txt")
        #expect(!text.contains("\u{1B}"))
        #expect(
            text.contains(
                "audit/ios-duplicates.xml: error: 'Profile.SaveButton' is on 2 unrelated elements; accessibility id cannot tell them apart [duplicate-identifier]\n  element: /XCUIElementTypeApplication/"
            ))
        #expect(text.hasSuffix("minimum coverage 75% not met: 74.3%\n"))
    }

    @Test func textColoursOnlyWhenAsked() throws {
        let report = try Self.report()
        let coloured = report.text(colour: true)
        #expect(coloured.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        // Without the escape sequences it is the plain text.
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == report.text())
    }

    @Test func markdownGolden() throws {
        try Golden.check(try Self.report().markdown(), against: "audit/reports/report.md")
    }

    @Test func htmlGolden() throws {
        let html = try Self.report().html()
        try Golden.check(html, against: "audit/reports/report.html")
        #expect(html.contains("<svg"))
        #expect(!html.contains("<script"))
    }

    /// Issue 21, item 8: in the automatic table layout the element column
    /// shrank to about 70 px (paths wrapped every 9 characters, rows 480 to
    /// 1,344 px tall). The findings are one fixed-layout table per page
    /// source, whose path is then not repeated in every row.
    @Test func htmlFindingsKeepTheirColumnWidths() throws {
        let report = try Self.report()
        let html = try report.html()
        let heading = try #require(html.range(of: "<h2>Findings"))
        let findings = String(html[heading.lowerBound...])
        let tables = findings.components(separatedBy: "<table class=\"fixed\">").count - 1
        #expect(tables == Set(report.findings.map(\.pageSource)).count)
        #expect(findings.contains(
            #"<colgroup><col style="width: 6.5em"><col style="width: 13em"><col style="width: 40%"><col style="width: auto"></colgroup>"#))
        #expect(findings.contains("<th>Severity</th><th>Rule</th><th>Message</th><th>Element</th>"))
        #expect(!findings.contains("<td><code>audit/ios-duplicates.xml</code></td>"))
        #expect(html.contains("table.fixed { table-layout: fixed; width: 100%;"))
    }

    @Test func jsonGoldenAndShape() throws {
        let report = try Self.report()
        let json = try report.json()
        try Golden.check(String(decoding: json, as: UTF8.self), against: "audit/reports/report.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["meetsMinimumCoverage"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        #expect(
            Set(findings[0].keys) == [
                "rule", "severity", "message", "pageSource", "path", "elementIndex", "identifier", "suggestion",
                "relatedPaths",
            ])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
    }

    @Test func jsonSaysNotApplicableWithNull() throws {
        let report = try IdentifierAuditor().audit([try InventoryFixtures.fixture("audit/ios-no-interactive.xml")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try report.json())) as? [String: Any])
        let overall = try #require((object["coverage"] as? [String: Any])?["overall"] as? [String: Any])
        #expect(overall["percentage"] is NSNull)
        #expect(overall["interactive"] as? Int == 0)
    }

    @Test func sarifGolden() throws {
        let sarif = try Self.report().sarifJSON(toolVersion: "0.1.0")
        try Golden.check(String(decoding: sarif, as: UTF8.self), against: "audit/reports/report.sarif")
    }

    @Test(
        .enabled(
            if: SchemaValidator.isSARIFAvailable, "python3 with jsonschema, or the vendored SARIF schema, is missing"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let report = try Self.report()
        let result = try SchemaValidator.validateSARIF(report.sarifJSON(toolVersion: "0.1.0"))
        #expect(result.valid, "\(result.message)")
        // An empty audit is a valid log too.
        let empty = try IdentifierAuditor().audit([try InventoryFixtures.fixture("audit/ios-no-interactive.xml")])
        #expect(try SchemaValidator.validateSARIF(empty.sarifJSON()).valid)
    }

    @Test func sarifPointsAtThePageSourceWithTheElementInTheMessage() throws {
        let log = try Self.report().sarif(toolVersion: "0.1.0")
        let run = try #require(log.runs.first)
        #expect(run.tool.driver.rules?.map(\.id) == AuditRule.allCases.map(\.rawValue))
        let result = try #require(run.results.first { $0.ruleId == "duplicate-identifier" })
        #expect(result.level == .error)
        let location = try #require(result.locations?.first)
        #expect(location.physicalLocation?.artifactLocation.uri == "audit/ios-duplicates.xml")
        #expect(location.physicalLocation?.region == nil)
        #expect(location.message?.text.hasPrefix("element /XCUIElementTypeApplication/") == true)
        #expect(result.ruleIndex == AuditRule.allCases.firstIndex(of: .duplicateIdentifier))
    }

    @Test func sarifURIsAreURIReferences() throws {
        let tree = try InventoryFixtures.fixture("audit/ios-all-label-derived.xml").tree
        for (name, uri) in [
            ("screens/home page #2.xml", "screens/home%20page%20%232.xml"),
            ("/abs/Übersicht.xml", "file:///abs/%C3%9Cbersicht.xml"),
            ("a:b.xml", "./a:b.xml"), ("<stdin>", "%3Cstdin%3E"),
        ] {
            let log = try IdentifierAuditor().audit([InventoryFixtures.built(name, tree)]).sarif()
            #expect(log.runs[0].results.first?.locations?.first?.physicalLocation?.artifactLocation.uri == uri)
        }
    }
}
