import Foundation
@testable import LocatorLabReporting
import Testing

@Suite struct BaselineDiffTests {
    @Test func pageSourcesPairByNameThenByAFileNameUniqueOnBothSides() {
        let pairing = BaselinePairing(
            baseline: ["b41/login.xml", "b41/cart.xml", "b41/a/list.xml", "b41/b/list.xml", "same.xml", "gone.xml"],
            current: ["same.xml", "b42/login.xml", "b42/cart.xml", "b42/a/list.xml", "b42/b/list.xml", "new.xml"])
        #expect(pairing.pairs.map { "\($0.baseline)>\($0.current)" } == [
            "same.xml>same.xml", "b41/login.xml>b42/login.xml", "b41/cart.xml>b42/cart.xml",
        ])
        // Two list.xml on each side: no guess.
        #expect(pairing.added == ["b42/a/list.xml", "b42/b/list.xml", "new.xml"])
        #expect(pairing.removed == ["b41/a/list.xml", "b41/b/list.xml", "gone.xml"])
        #expect(pairing.baselineName(of: "b42/login.xml") == "b41/login.xml")
    }

    struct Report: Encodable {
        var schemaVersion = 1
        var findings = ["a"]
    }

    @Test func theBaselineIsOneMoreKeyOfTheReportsOwnJSON() throws {
        let diff = BaselineDiff(
            file: "old.json",
            changes: [
                BaselineChange(direction: .improvement, kind: "fixed", pageSource: "a.xml", subject: "~x", message: "m"),
                BaselineChange(
                    direction: .regression, kind: "newly-broken", pageSource: "a.xml", subject: "~y", message: "m",
                    before: "unique", after: "broken"),
            ])
        let json = try BaselinedJSON(report: Report(), baseline: diff).json(what: "a report")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "findings", "baseline"])
        let baseline = try #require(object["baseline"] as? [String: Any])
        let changes = try #require(baseline["changes"] as? [[String: Any]])
        #expect(changes.map { $0["direction"] as? String } == ["regression", "improvement"], "regressions first")
        #expect(baseline["summary"] as? [String: Int] == ["regressions": 1, "improvements": 1, "neutral": 0])
        #expect(diff.gateLine == "1 regression since the baseline old.json (--fail-on regression)")
        #expect(diff.text().contains("  regression  newly-broken  a.xml: ~y: m (unique → broken)\n"))
        #expect(diff.junitSuite().cases.map(\.name) == ["a.xml newly-broken ~y", "a.xml fixed ~x"])
        let page = "<html><body><main>\n<section>x</section>\n</main>\n</body></html>"
        #expect(diff.inserted(into: page).contains("</section>\n<section id=\"baseline\">"))
    }

    @Test(arguments: [
        (#"{"runs": [], "version": "2.1.0"}"#, "the baseline is a SARIF log"),
        (#"{"sizes": [], "scaling": {}}"#, "the baseline is the report of 'locatorlab bench'"),
        (#"{"anything": 1}"#, "the baseline is a JSON object of no LocatorLab report"),
        (#"[1, 2]"#, "not a baseline report: the JSON is not an object"),
        (#"{"coverage": {}, "findings": [], "pageSources": [], "schemaVersion": 9}"#,
         "the baseline has schemaVersion 9; expected a report of schemaVersion 1"),
    ])
    func aFileThatIsNotTheCommandsReportIsRefused(json: String, message: String) {
        struct Anything: Decodable {}
        do {
            _ = try BaselineFile.decode(
                Anything.self, from: Array(json.utf8), file: "f.json", command: .audit, schemaVersions: 1...1)
            Issue.record("read \(json)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.file == "f.json")
        }
    }

    static func result(_ rule: String, _ uri: String, _ print: String, message: String = "m") -> SARIFResult {
        SARIFResult(
            ruleId: rule, level: .warning, message: message, locations: [SARIFLocation(uri: uri)],
            partialFingerprints: ["k/v1": print])
    }

    @Test func sarifResultsAreMarkedAgainstTheBaseline() {
        let log = SARIFLog(
            tool: SARIFToolComponent(name: "t", rules: [SARIFReportingDescriptor(id: "r"), SARIFReportingDescriptor(id: "s")]),
            results: [Self.result("r", "a.xml", "1"), Self.result("r", "a.xml", "2", message: "now"), Self.result("r", "b.xml", "1")])
        let marked = log.marked(against: [
            Self.result("r", "a.xml", "1"), Self.result("r", "a.xml", "2", message: "then"), Self.result("s", "a.xml", "3"),
        ])
        let results = marked.runs[0].results
        #expect(results.map { $0.baselineState?.rawValue ?? "" } == ["unchanged", "updated", "new", "absent"])
        #expect(results[3].ruleIndex == 1, "an absent result links its rule")
    }

    @Test func allureUUIDsAreVersion8AndTheSameForTheSameKey() {
        let uuid = AllureResultsFolder.uuid(for: "compare/ios:Shop/xpath///a")
        #expect(uuid == AllureResultsFolder.uuid(for: "compare/ios:Shop/xpath///a"))
        #expect(uuid != AllureResultsFolder.uuid(for: "compare/ios:Shop/xpath///b"))
        #expect(UUID(uuidString: uuid) != nil)
        let characters = Array(uuid)
        #expect(characters.count == 36 && characters[14] == "8" && "89ab".contains(characters[19]))
    }
}
