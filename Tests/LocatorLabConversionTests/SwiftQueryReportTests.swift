import Foundation
import LocatorLabConversion
import LocatorLabTestSupport
import Testing

/// A Swift suite's reports name its locators XCUITest queries in every
/// format; the other languages' reports read as they did, with the JSON
/// field `locator` added beside `xpath` for every language.
@Suite("convert: reports name XCUITest queries")
struct SwiftQueryReportTests {
    static func swiftRun() throws -> ConversionRun { try SwiftConversionTests.run(SwiftConversionTests.before) }

    @Test func textMarkdownSARIFAndJUnitNeverCallAQueryAnXPath() throws {
        let run = try Self.swiftRun()
        let formats = [
            ("text", run.text()), ("markdown", run.markdown()),
            ("sarif", String(decoding: try run.sarifJSON(), as: UTF8.self)),
            ("junit", String(decoding: run.junit(), as: UTF8.self)),
        ]
        for (format, output) in formats {
            // `invalid-xpath` is an outcome's name, kept for scripts.
            #expect(!output.replacingOccurrences(of: "invalid-xpath", with: "").contains("XPath"), "\(format)")
            #expect(!output.contains("xpath-"), "\(format)")
        }
        #expect(run.markdown().contains("## LocatorLab: XCUITest queries to identifier queries"))
        #expect(run.markdown().contains("| Line | Outcome | XCUITest query |"))
        #expect(run.text().contains("XCUITest query known as: literal"))
        let sarif = String(decoding: try run.sarifJSON(), as: UTF8.self)
        #expect(sarif.contains(#""id" : "xcuitest-query-convertible""#))
        #expect(sarif.contains(#""text" : "XCUITest query that an identifier query replaces""#))
        #expect(sarif.contains("An element XCUITest queries find has no identifier"))
        let junit = String(decoding: run.junit(), as: UTF8.self)
        #expect(junit.contains(#"<property name="strategy" value="xcuitest"/>"#))
    }

    @Test func jsonNamesTheStrategyOfEveryLocator() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try ConversionReport(Self.swiftRun()).json())) as? [String: Any])
        let locators = (json["files"] as? [[String: Any]] ?? []).flatMap { $0["locators"] as? [[String: Any]] ?? [] }
        #expect(!locators.isEmpty)
        for locator in locators {
            #expect(locator["xpath"] == nil)
            #expect((locator["locator"] as? [String: Any])?["strategy"] as? String == "xcuitest")
        }
        #expect(locators.contains { ($0["locator"] as? [String: Any])?["value"] as? String == "app.tables.cells.element(boundBy: 1)" })
        let requests = json["identifierRequests"] as? [[String: Any]] ?? []
        let asking = requests.flatMap { $0["locators"] as? [[String: Any]] ?? [] }
        #expect(!asking.isEmpty)
        #expect(asking.allSatisfy { $0["xpath"] == nil && ($0["locator"] as? [String: Any])?["strategy"] as? String == "xcuitest" })
    }
}
