import Foundation
@testable import LocatorLabComparison
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `compare --baseline` on two builds of one app (Tests/Fixtures/baseline):
/// build 2 removed the identifiers `Login.Forgot` (iOS) and `wifi`
/// (Android) and added `Login.Email` and `bluetooth`. One seed, no timing:
/// a few milliseconds per run.
@Suite struct CompareBaselineTests {
    static func compare(build: Int, page: String, locators: [String], seeds: [UInt64] = [1]) throws -> CompareReport {
        let name = "baseline/build-\(build)/\(page)"
        let screen = Screen(name: name, tree: try PageSourceReader.read(try TestFixtures.bytes(name), file: name))
        return LocatorComparison(settings: CompareSettings(timings: [], seeds: seeds))
            .run(pageSources: [screen], locators: LocatorList(prefixed: locators))
    }

    static func changes(page: String, locators: [String]) throws -> [String] {
        let old = try CompareBaseline.read(try compare(build: 1, page: page, locators: locators).json(), file: "b1.json")
        let diff = try compare(build: 2, page: page, locators: locators).changes(since: old, file: "b1.json")
        #expect(diff.addedPageSources.isEmpty && diff.removedPageSources.isEmpty, "paired by file name")
        return diff.changes.map { "\($0.direction.rawValue) \($0.kind) \($0.subject) \($0.valueText ?? "")" }
    }

    @Test func iOSNewlyBrokenAndFixedLocators() throws {
        let changes = try Self.changes(page: "ios-login.xml", locators: ["~Login.Submit", "~Login.Forgot", "~Login.Email"])
        #expect(changes.contains("regression newly-broken accessibility-id=Login.Forgot unique → broken"), "\(changes)")
        #expect(changes.contains("improvement fixed accessibility-id=Login.Email broken → unique"), "\(changes)")
        #expect(!changes.contains { $0.contains("Login.Submit") && !$0.contains("survival") }, "\(changes)")
    }

    @Test func androidNewlyBrokenAndFixedLocators() throws {
        let changes = try Self.changes(page: "android-settings.xml", locators: ["id=wifi", "id=bluetooth", "id=save"])
        #expect(changes.contains("regression newly-broken id=wifi unique → broken"), "\(changes)")
        #expect(changes.contains("improvement fixed id=bluetooth broken → unique"), "\(changes)")
        #expect(!changes.contains { $0.contains("id=save") }, "\(changes)")
    }

    /// On build 1 `~Login.Forgot` is unique on the login screen and not this
    /// screen on the settings one; on build 2 it finds nothing anywhere, so
    /// it is broken on both. That is one regression, on its own screen.
    /// A locator that moves from one screen to the other between builds: the
    /// page source where it was "not this screen" (schema 2 counts such
    /// results rather than listing them) still pairs with its new result, and
    /// a baseline of schema 1, which listed them, gives the same changes.
    @Test func notThisScreenPairsInBothSchemas() throws {
        func run(_ build: Int) throws -> CompareReport {
            let screens = try ["ios-login.xml", "android-settings.xml"].map { page in
                let name = "baseline/build-\(build)/\(page)"
                return Screen(name: name, tree: try PageSourceReader.read(try TestFixtures.bytes(name), file: name))
            }
            return LocatorComparison(settings: CompareSettings(timings: [], seeds: [1])).run(
                pageSources: screens,
                locators: LocatorList(expressions: ["//*[@name='Login.Forgot' or @resource-id='com.example.settings:id/bluetooth']"]))
        }
        let old = try run(1)
        #expect(old.locators[0].pages.map(\.status) == [.unique])
        #expect(old.locators[0].notThisScreen == 1)
        let schemaTwo = try old.json()
        let schemaOne = try Self.schemaOne(schemaTwo)
        #expect(schemaOne != schemaTwo)
        let new = try run(2)
        var described: [[String]] = []
        for bytes in [schemaTwo, schemaOne] {
            let diff = new.changes(since: try CompareBaseline.read(bytes, file: "b1.json"), file: "b1.json")
            described.append(diff.changes.map { "\($0.kind) \($0.pageSource ?? "") \($0.valueText ?? "")" })
        }
        #expect(described[0] == [
            "status-changed baseline/build-2/android-settings.xml not-this-screen → unique",
            "status-changed baseline/build-2/ios-login.xml unique → not-this-screen",
        ])
        #expect(described[1] == described[0])
    }

    /// `report` as schema 1 wrote it: every locator's results on other
    /// screens listed, in page-source order, and no `notThisScreen` count.
    static func schemaOne(_ report: [UInt8]) throws -> [UInt8] {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(report)) as? [String: Any])
        let names = try #require(object["pageSources"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        var locators = try #require(object["locators"] as? [[String: Any]])
        for index in locators.indices where locators[index]["invalid"] == nil {
            let listed = try #require(locators[index]["pages"] as? [[String: Any]])
            locators[index]["pages"] = names.map { name in
                listed.first { $0["pageSource"] as? String == name }
                    ?? ["pageSource": name, "status": "not-this-screen", "count": 0, "matches": [Any]()]
            }
            locators[index]["notThisScreen"] = nil
        }
        object["locators"] = locators
        object["schemaVersion"] = 1
        return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }

    @Test func aLocatorWhoseElementIsGoneIsOneRegressionNotOnePerScreen() throws {
        func run(_ build: Int) throws -> CompareReport {
            let screens = try ["ios-login.xml", "android-settings.xml"].map { page in
                let name = "baseline/build-\(build)/\(page)"
                return Screen(name: name, tree: try PageSourceReader.read(try TestFixtures.bytes(name), file: name))
            }
            return LocatorComparison(settings: CompareSettings(timings: [], seeds: [1]))
                .run(pageSources: screens, locators: LocatorList(prefixed: ["~Login.Forgot"]))
        }
        let old = try run(1)
        #expect(old.locators[0].everyPage(of: old.pageSources).map(\.status) == [.unique, .notThisScreen])
        let new = try run(2)
        #expect(new.locators[0].pages.map(\.status) == [.broken, .broken])
        let diff = new.changes(since: try CompareBaseline.read(old.json(), file: "b1.json"), file: "b1.json")
        #expect(diff.changes.map { "\($0.kind) \($0.pageSource ?? "")" } == ["newly-broken baseline/build-2/ios-login.xml"])
    }

    /// ReportPortal keeps a test's history by suite and case name: a locator
    /// added before the others must not rename theirs (the number did).
    @Test func junitNamesStayWhenALocatorIsAdded() throws {
        func cases(_ locators: [String]) throws -> [String] {
            let xml = String(decoding: try Self.compare(build: 1, page: "ios-login.xml", locators: locators).junit(), as: UTF8.self)
            return xml.split(separator: "\n").filter { $0.contains("<testcase ") || $0.contains("<testsuite ") }
                .map { line in
                    let name = line.firstMatch(of: /\sname="([^"]*)"/).map { String($0.output.1) } ?? ""
                    return (line.contains("<testsuite ") ? "suite " : "case ") + name
                }
        }
        let before = try cases(["~Login.Submit", "//XCUIElementTypeButton[2]"])
        #expect(before == [
            "suite baseline/build-1/ios-login.xml", "case accessibility-id=Login.Submit", "case //XCUIElementTypeButton[2]",
        ])
        let after = try cases(["~Login.Forgot", "~Login.Submit", "//XCUIElementTypeButton[2]"])
        #expect(after == [before[0], "case accessibility-id=Login.Forgot"] + before.dropFirst())
    }

    @Test func aRunComparedWithItselfHasNoChange() throws {
        let locators = ["~Login.Submit", "//XCUIElementTypeButton[2]"]
        let report = try Self.compare(build: 1, page: "ios-login.xml", locators: locators)
        let diff = report.changes(since: try CompareBaseline.read(report.json(), file: "same.json"), file: "same.json")
        #expect(diff.changes.isEmpty)
        #expect(!diff.hasRegressions && diff.gateLine == nil)
    }

    @Test func survivalIsComparedOnlyWithTheSameSeeds() throws {
        let locators = ["//XCUIElementTypeButton[1]"]
        let old = try CompareBaseline.read(
            try Self.compare(build: 1, page: "ios-login.xml", locators: locators, seeds: [1, 2]).json(), file: "b.json")
        let diff = try Self.compare(build: 1, page: "ios-login.xml", locators: locators).changes(since: old, file: "b.json")
        #expect(diff.notes == ["survival is not compared: the baseline used other mutation seeds (--seeds)"])
        #expect(!diff.changes.contains { $0.kind.hasPrefix("survival") })
    }

    @Test func aDroppedSurvivalRateIsARegression() {
        let change = CompareReport.survivalChange(
            then: .init(strategy: "xpath", survived: 16, trials: 16),
            now: .init(strategy: .xpath, survived: 11, trials: 16), pageSource: "a.xml", subject: "//X[1]")
        #expect(change?.direction == .regression && change?.kind == "survival-dropped")
        #expect(change?.valueText == "16/16 → 11/16")
        let same = CompareReport.survivalChange(
            then: .init(strategy: "xpath", survived: 8, trials: 16),
            now: .init(strategy: .xpath, survived: 4, trials: 8), pageSource: "a.xml", subject: "//X[1]")
        #expect(same == nil)
    }

    @Test func locatorsAddedAndRemovedAreListedNotCounted() throws {
        let old = try CompareBaseline.read(
            try Self.compare(build: 1, page: "ios-login.xml", locators: ["~Login.Submit"]).json(), file: "b.json")
        let diff = try Self.compare(build: 1, page: "ios-login.xml", locators: ["~Login.Password"])
            .changes(since: old, file: "b.json")
        #expect(diff.changes.map(\.kind).sorted() == ["locator-added", "locator-removed"])
        #expect(!diff.hasRegressions)
    }

    @Test func anAuditReportIsNoCompareBaseline() throws {
        let audit = Array(#"{"schemaVersion": 1, "pageSources": [], "coverage": {}, "findings": []}"#.utf8)
        #expect(throws: BaselineError.otherCommand(
            file: "a.json", found: "the report of 'locatorlab audit'",
            expected: "the JSON report of 'locatorlab compare --format json'")) {
            try CompareBaseline.read(audit, file: "a.json")
        }
    }

    /// A compare report of a later schema than this version reads is
    /// refused, saying which it reads: 1 (an earlier build's) to 2.
    @Test func aLaterSchemaIsRefusedNamingTheOnesRead() throws {
        var report = try #require(
            try JSONSerialization.jsonObject(with: Data(try Self.compare(build: 1, page: "ios-login.xml", locators: ["~Login.Submit"]).json()))
                as? [String: Any])
        report["schemaVersion"] = 3
        let later = Array(try JSONSerialization.data(withJSONObject: report))
        do throws(BaselineError) {
            _ = try CompareBaseline.read(later, file: "later.json")
            Issue.record("a schema 3 report was read")
        } catch {
            #expect(error.description == "later.json: the baseline has schemaVersion 3; expected a report of schemaVersion 1 to 2")
        }
    }
}
