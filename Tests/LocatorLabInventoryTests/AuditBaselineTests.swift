import Foundation
@testable import LocatorLabInventory
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `audit --baseline`: two builds of one app (Tests/Fixtures/baseline), in
/// which build 2 removed the identifiers of iOS's "Forgot password?" button
/// and password field and of Android's Wi-Fi switch, and gave one to iOS's
/// e-mail field and Android's Bluetooth switch.
@Suite struct AuditBaselineTests {
    static let pages = ["ios-login.xml", "android-settings.xml"]

    static func audit(build: Int, order: [String] = pages) throws -> AuditReport {
        try IdentifierAuditor().audit(order.map { try InventoryFixtures.fixture("baseline/build-\(build)/\($0)") })
    }

    /// Build 1's report as `--baseline` reads it: through its JSON.
    static func baseline() throws -> AuditBaseline {
        try AuditBaseline.read(try audit(build: 1).json(), file: "build-1.json")
    }

    @Test func aRemovedIdentifierIsARegressionAndAnAddedOneAFix() throws {
        let diff = try Self.audit(build: 2).changes(since: Self.baseline(), file: "build-1.json")
        // Paired by file name: baseline/build-1/ios-login.xml is baseline/build-2/ios-login.xml.
        #expect(diff.addedPageSources.isEmpty && diff.removedPageSources.isEmpty)
        let regressions = diff.regressions.map { "\($0.kind) \($0.pageSource ?? "") \($0.subject)" }
        let improvements = diff.improvements.map { "\($0.kind) \($0.pageSource ?? "") \($0.subject)" }
        // iOS: the button's name is now its label (label-derived); the field gained Login.Email.
        #expect(regressions.contains { $0.hasPrefix("new-label-derived-name baseline/build-2/ios-login.xml") })
        #expect(improvements.contains { $0.hasPrefix("fixed-missing-identifier baseline/build-2/ios-login.xml") })
        // Android: the Wi-Fi switch lost its id, Bluetooth gained one: coverage is the same 3 of 4.
        #expect(regressions.contains { $0.hasPrefix("new-missing-identifier baseline/build-2/android-settings.xml") })
        #expect(improvements.contains { $0.hasPrefix("fixed-missing-identifier baseline/build-2/android-settings.xml") })
        #expect(!diff.changes.contains { $0.kind.hasPrefix("coverage") && $0.pageSource?.hasSuffix("android-settings.xml") == true })
        #expect(diff.hasRegressions)
        #expect(diff.gateLine?.contains("since the baseline build-1.json (--fail-on regression)") == true)
    }

    @Test func coverageThatDroppedIsARegressionPerPageSource() throws {
        // iOS build 2 also lost Login.Password: 3 of 4 identified, then 2 of 4.
        let diff = try Self.audit(build: 2).changes(since: Self.baseline(), file: "build-1.json")
        let coverage = diff.changes.filter { $0.kind.hasPrefix("coverage") }
        #expect(coverage.map { "\($0.kind) \($0.pageSource ?? "") \($0.valueText ?? "")" } == [
            "coverage-dropped baseline/build-2/ios-login.xml 75% (3/4) → 50% (2/4)"
        ])
        #expect(coverage.first?.direction == .regression)
        // Back from build 2 to build 1 it rose.
        let back = try Self.audit(build: 1).changes(
            since: AuditBaseline.read(Self.audit(build: 2).json(), file: "build-2.json"), file: "build-2.json")
        #expect(back.changes.filter { $0.kind.hasPrefix("coverage") }.map(\.kind) == ["coverage-rose"])
        let same = try Self.audit(build: 1).changes(since: Self.baseline(), file: "build-1.json")
        #expect(same.changes.isEmpty, "a build compared with itself has no change: \(same.changes)")
    }

    @Test func coverageIsComparedAsFractions() {
        let same = AuditReport.coverageChange(
            old: CoverageCount(interactive: 3, identified: 2), new: CoverageCount(interactive: 6, identified: 4),
            pageSource: "a.xml")
        #expect(same == nil)
        let dropped = AuditReport.coverageChange(
            old: CoverageCount(interactive: 3, identified: 2), new: CoverageCount(interactive: 6, identified: 3),
            pageSource: "a.xml")
        #expect(dropped?.direction == .regression)
        #expect(dropped?.valueText == "66.7% (2/3) → 50% (3/6)")
        #expect(
            AuditReport.coverageChange(
                old: CoverageCount(), new: CoverageCount(interactive: 1, identified: 0), pageSource: "a.xml") == nil)
    }

    @Test func aBaselineOfAnotherCommandIsRefusedSayingWhichItIs() throws {
        let compare = Array(#"{"schemaVersion": 1, "run": {}, "pageSources": [], "locators": [], "summary": {}}"#.utf8)
        #expect(throws: BaselineError.otherCommand(
            file: "x.json", found: "the report of 'locatorlab compare'",
            expected: "the JSON report of 'locatorlab audit --format json'")) {
            try AuditBaseline.read(compare, file: "x.json")
        }
        let sarif = try Self.audit(build: 1).sarifJSON()
        #expect(throws: BaselineError.self) { try AuditBaseline.read(sarif, file: "x.sarif") }
        do {
            _ = try AuditBaseline.read(Array("{\"coverage\": ".utf8), file: "cut.json")
            Issue.record("a cut file was read")
        } catch {
            #expect(error.description.hasPrefix("cut.json: not a baseline report: not JSON"))
            #expect(error.description.hasSuffix("expected the JSON report of 'locatorlab audit --format json'"))
        }
    }

    // MARK: SARIF

    @Test func sarifFingerprintsAreStableAcrossRunsAndIndependentOfOrderAndOtherScreens() throws {
        func prints(_ report: AuditReport) -> [String: String] {
            var byResult: [String: String] = [:]
            for result in report.sarif().runs[0].results {
                let uri = result.locations?.first?.physicalLocation?.artifactLocation.uri ?? ""
                let key = "\(result.ruleId ?? "")|\(uri)|\(result.message.text)"
                byResult[key] = result.partialFingerprints?["locatorlabElement/v1"]
            }
            return byResult
        }
        let first = prints(try Self.audit(build: 1))
        #expect(!first.isEmpty)
        #expect(prints(try Self.audit(build: 1)) == first, "a second run")
        #expect(prints(try Self.audit(build: 1, order: Self.pages.reversed())) == first, "page sources in another order")
        let alone = prints(try Self.audit(build: 1, order: ["ios-login.xml"]))
        #expect(!alone.isEmpty)
        for (key, print) in alone { #expect(first[key] == print, "\(key) without the other screen") }
    }

    @Test func sarifBaselineStateMarksNewUnchangedAndAbsentResults() throws {
        let log = try Self.audit(build: 2).sarif(toolVersion: "0.1.0", baseline: Self.baseline())
        let results = log.runs[0].results
        let states = Dictionary(grouping: results, by: { $0.baselineState?.rawValue ?? "none" }).mapValues(\.count)
        #expect(states["none"] == nil, "every result has a baselineState")
        #expect((states["new"] ?? 0) >= 2 && (states["absent"] ?? 0) >= 2)
        // The absent results point at build 2's files (paired by file name) and link their rule.
        for absent in results where absent.baselineState == .absent {
            #expect(absent.locations?.first?.physicalLocation?.artifactLocation.uri.hasPrefix("baseline/build-2/") == true)
            #expect(absent.ruleIndex != nil)
        }
        let same = try Self.audit(build: 1).sarif(toolVersion: "0.1.0", baseline: Self.baseline()).runs[0].results
        #expect(!same.isEmpty && same.allSatisfy { $0.baselineState == .unchanged })
    }

    @Test(
        .enabled(
            if: SchemaValidator.isSARIFAvailable, "python3 with jsonschema, or the vendored SARIF schema, is missing"))
    func sarifWithBaselineStateValidatesAgainstTheOfficialSchema() throws {
        let json = try Self.audit(build: 2).sarif(toolVersion: "0.1.0", baseline: Self.baseline()).json()
        #expect(String(decoding: json, as: UTF8.self).contains("\"baselineState\" : \"absent\""))
        let result = try SchemaValidator.validateSARIF(json)
        #expect(result.valid, "\(result.message)")
    }
}
