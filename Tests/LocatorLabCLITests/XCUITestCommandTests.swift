import Foundation
import LocatorLabTestSupport
import Testing

/// `xcuitest` through the command line: `query --strategy xcuitest`, and
/// `xcuitest=` lines of a locators file in `compare`.
@Suite("XCUITest queries on the command line")
struct XCUITestCommandTests {
    static let races = "Tests/Fixtures/xcuiquery/races.xml"

    @Test func queryReportsXCTestsFailure() throws {
        let run = try CommandRunner.run(["query", Self.races, #"app.buttons["Save"]"#, "--strategy", "xcuitest"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(#"2 matches for xcuitest app.buttons["Save"] in"#))
        #expect(run.output.contains(#"note: XCTest fails the test: Multiple matching elements found for app.buttons["Save"]"#))
        let indexed = try CommandRunner.run(
            ["query", Self.races, "app.tables.cells.element(boundBy: 1)", "--strategy", "xcuitest", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(indexed.standardOutput)) as? [String: Any])
        #expect(json["count"] as? Int == 1)
        let match = try #require((json["matches"] as? [[String: Any]])?.first)
        #expect(match["name"] as? String == "RaceHeaderCell_1")
    }

    @Test func queryRefusesWithOffsetAndAndroid() throws {
        let bad = try CommandRunner.run(["query", Self.races, "app.buttons[saveID]", "--strategy", "xcuitest"])
        #expect(bad.status == 65)
        #expect(bad.standardError.contains("invalid XCUITest query 'app.buttons[saveID]' at offset 12"))
        let android = try CommandRunner.run(
            ["query", "samples/android-shop-products.xml", #"app.buttons["x"]"#, "--strategy", "xcuitest"])
        #expect(android.status == 64)
        #expect(android.standardError.contains("an XCUITest query finds elements of an iOS app"))
    }

    @Test func compareReportsQueriesWithFindingsAndSuggestions() throws {
        let run = try CommandRunner.run(
            [
                "compare", Self.races, "--locators", "Tests/Fixtures/xcuiquery/queries.txt", "--format", "json",
                "--no-timing", "--seeds", "1",
            ])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        let locators = try #require(json["locators"] as? [[String: Any]])
        #expect(locators.count == 8)
        func rules(_ index: Int) -> [String] {
            (locators[index]["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        }
        func page(_ index: Int) -> [String: Any] {
            (locators[index]["pages"] as? [[String: Any]])?.first ?? [:]
        }
        #expect(locators[0]["strategy"] as? String == "xcuitest")
        // app.buttons["Save"]: ambiguous on the screen, and a label key.
        #expect(page(0)["status"] as? String == "ambiguous")
        #expect(rules(0) == ["label-key", "ambiguous-element"])
        // By position, a recorder chain, an identifier, a label, a scan.
        #expect(rules(1) == ["positional-index"])
        #expect(rules(2).contains("recorder-chain"))
        #expect(rules(3).isEmpty)
        #expect(rules(4) == ["label-key"])
        #expect(rules(5) == ["any-scan"])
        // A count asks for a list.
        #expect(page(6)["status"] as? String == "list")
        // A key that is not a literal is an invalid locator, said with its
        // line and column.
        #expect((locators[7]["invalid"] as? [String: Any])?["offset"] as? Int == 12)
        #expect(run.standardError.contains("queries.txt:9:22: warning: invalid XCUITest query at offset 12"))
        // The suggestion a Swift test would write: the cell's identifier query.
        let suggestions = try #require(page(1)["suggestions"] as? [[String: Any]])
        let swift = try #require(suggestions.first?["swiftQuery"] as? [String: Any])
        #expect(swift["query"] as? String == #"app.cells["RaceHeaderCell_1"]"#)
        #expect(swift["basis"] as? String == "identifier")
        // The rules that fired are described.
        let described = (json["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(Set(["recorder-chain", "label-key", "any-scan", "ambiguous-element"]).isSubset(of: Set(described)))
        // Survival follows the query as written.
        let survival = try #require(page(3)["survival"] as? [String: Any])
        #expect((survival["strategies"] as? [[String: Any]])?.contains { $0["strategy"] as? String == "xpath" } == true)
    }

    @Test func compareTextNamesTheQueryAndItsSurvival() throws {
        let run = try CommandRunner.run(
            [
                "compare", Self.races, "--locator", #"xcuitest=app.staticTexts["Welcome back"]"#, "--no-timing",
                "--seeds", "1",
            ])
        #expect(run.status == 0)
        #expect(run.output.contains(#"label-key at 15: the key "Welcome back" reads as a label"#))
        #expect(run.output.contains("label-key (medium): The subscript"))
        #expect(run.output.contains("survival xcuitest"))
    }

    /// Every format of `compare` names a query as what it is: its survival
    /// column by its strategy (not XPATH), an invalid one as an invalid
    /// XCUITest query, and says why it has no timing instead of leaving it
    /// blank. Timing stays on: there is no XPath here to time.
    @Test(arguments: ["text", "markdown", "html", "junit", "json"])
    func compareNamesQueriesInEveryFormat(format: String) throws {
        let run = try CommandRunner.run(
            ["compare", Self.races, "--locators", "Tests/Fixtures/xcuiquery/queries.txt", "--format", format, "--seeds", "1"])
        #expect(run.status == 0)
        let output = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(!output.contains("invalid XPath") && !output.contains("Invalid XPath"))
        if ["text", "html", "junit"].contains(format) { #expect(output.contains("XCUITest query at offset 12")) }
        #expect(output.contains("not timed: XCTest resolves an XCUITest query on the device"))
        switch format {
        case "text":
            #expect(output.contains("XCUITEST"))
            #expect(!output.contains("XPATH"))
        case "markdown", "html": #expect(output.contains("Survival xcuitest / id / best"))
        case "junit": #expect(output.contains("type=\"invalid-xcuitest\""))
        default: #expect(output.contains("\"timingNote\""))
        }
    }
}
