import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// Swift XCUITest suites converted: label, value and position queries
/// become identifier queries of the same element type, proven on the page
/// sources with XCTest's semantics (Apple, XCUIElementQuery: "`element`…
/// If the query resolves to more than one element, or no elements, XCTest
/// fails"; `firstMatch` "the first element that matches the query";
/// `element(boundBy:)` "the element at the specified index in the list of
/// query results"). `Tests/Fixtures/convert/swift/before` holds page
/// objects, Sourcery-style identifier enums, an `XCUIApplication` extension
/// and subclass, helpers, recorder chains and a CRLF file with a BOM.
@Suite("convert: Swift XCUITest suites")
struct SwiftConversionTests {
    static let before = TestFixtures.url("convert/swift/before").path
    static let after = TestFixtures.url("convert/swift/after").path

    static func resolver() throws -> AccessibilityIDResolver {
        let name = "ios-profile.debugdescription.txt"
        let tree = try PageSourceReader.read(TestFixtures.bytes("convert/swift/pagesources/\(name)"), file: name)
        return AccessibilityIDResolver(pageSources: [Screen(name: name, tree: tree)])
    }

    static func run(_ folder: String) throws -> ConversionRun {
        ConversionRunner().run(paths: [folder], resolver: try resolver())
    }

    static func name(_ file: String) -> String { URL(fileURLWithPath: file).lastPathComponent }

    @Test func convertsToTheExpectedBytes() throws {
        let run = try Self.run(Self.before)
        #expect(run.problems.isEmpty, "\(run.problems)")
        #expect(run.files.count == 4)
        for file in run.files {
            if try TestFixtures.recordIfRequested(file.converted, to: "convert/swift/after/\(Self.name(file.file))") {
                continue
            }
            let expected = try TestFixtures.bytes("convert/swift/after/\(Self.name(file.file))")
            #expect(
                file.converted == expected,
                "\(UnifiedDiff.make(old: expected, new: file.converted, path: Self.name(file.file)))")
        }
    }

    /// A Swift suite's summaries count XCUITest queries, not XPath locators.
    @Test func summariesNameQueriesAsQueries() throws {
        let run = try Self.run(Self.before)
        let count = run.locators.count
        #expect(run.text().contains("\(count) XCUITest queries in 3 of 4 test sources"))
        #expect(run.markdown().contains("XCUITest queries can be converted"))
        #expect(!run.text().contains("XPath locators in"))
    }

    @Test func outcomesAndRequestsMatchTheListing() throws {
        let run = try Self.run(Self.before)
        var listing = ""
        for file in run.files {
            for conversion in file.locators {
                listing += "\(Self.name(file.file)):\(conversion.locator.position) \(conversion.outcome.rawValue)"
                if let proof = conversion.proof { listing += " [\(proof.rawValue)]" }
                if let text = conversion.replacementText { listing += " → \(text)" }
                listing += ": \(conversion.reason)\n"
            }
        }
        for request in run.identifierRequests {
            listing += "request \(request.proposed) for \(request.locators.map { "\(Self.name($0.file)):\($0.line)" })"
            listing += " \(request.swiftCode?.swiftUI ?? "-") | \(request.swiftCode?.uiKit ?? "-")\n"
        }
        try Golden.check(listing, against: "convert/swift/outcomes.txt")
    }

    @Test func convertingTheResultAgainChangesNothing() throws {
        let once = try Self.run(Self.before)
        let twice = try Self.run(Self.after)
        #expect(!once.changedFiles.isEmpty)
        #expect(twice.changedFiles.isEmpty)
        #expect(!twice.locators.contains { $0.outcome == .converted })
    }

    @Test func crlfAndByteOrderMarkAreKept() throws {
        let run = try Self.run(Self.before)
        let legacy = try #require(run.files.first { $0.file.hasSuffix("LegacyLoginTests.swift") })
        #expect(legacy.isChanged)
        #expect(Array(legacy.converted.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let bytes = legacy.converted
        let lineFeeds = bytes.indices.filter { bytes[$0] == 0x0A }
        #expect(lineFeeds.count == 10)
        #expect(lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == 0x0D })
    }

    /// `swiftc -parse` reads each converted file (no type checking: XCTest
    /// is not on Linux's SDK for UI tests).
    @Test(.enabled(if: ExternalTool.swiftc != nil, "swiftc is not on PATH"))
    func convertedFilesParse() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.after).sorted().map { Self.after + "/" + $0 }
        #expect(files.count == 4)
        let result = try ExternalTool.run(ExternalTool.swiftc!, ["-parse"] + files, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.output)")
    }
}
