import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// How a Swift query's rewrite touches its file, and the outcomes that are
/// no conversion: a query that already selects by identifier, and an
/// element reached only through an identified ancestor.
@Suite("convert: Swift query rewrites")
struct SwiftQueryRewriteTests {
    static func converter(targets: [ConversionTarget] = ConversionTarget.defaults, dump: String? = nil) throws
        -> TestSourceConverter
    {
        let name = dump == nil ? "ios-profile.debugdescription.txt" : "rows.txt"
        let bytes = try dump.map { Array($0.utf8) } ?? TestFixtures.bytes("convert/swift/pagesources/\(name)")
        let tree = try PageSourceReader.read(bytes, file: name)
        return TestSourceConverter(
            resolver: AccessibilityIDResolver(pageSources: [Screen(name: name, tree: tree)], targets: targets))
    }

    static func convert(_ source: String, with converter: TestSourceConverter) throws -> FileConversion {
        try converter.convert(Array(source.utf8), file: "Tests.swift", language: .swift)
    }

    // MARK: - Already an identifier query

    /// Like an accessibility-id locator in the other languages (no XPath,
    /// nothing to convert), a query that already is its element's
    /// identifier query is `already-identifier`, not `no-replacement`, and
    /// `--fail-on` counts it neither as unconverted nor as remaining.
    @Test func anIdentifierQueryIsAlreadyAnIdentifier() throws {
        let source = """
            import XCTest
            final class T: XCTestCase {
                func testDone() {
                    let app = XCUIApplication()
                    app.buttons["Profile.doneButton"].tap()
                    app.tables.cells.count
                }
            }

            """
        let file = try Self.convert(source, with: Self.converter())
        #expect(file.locators.map(\.outcome) == [.alreadyIdentifier, .noReplacement])
        #expect(!file.isChanged)
        let run = ConversionRun(pageSources: ["p"], files: [file], problems: [], wrote: false, allowsLabels: false)
        #expect(run.unconvertedLocators.map(\.locator.position.line) == [6])
        #expect(run.remainingXPathLocators.map(\.locator.position.line) == [6])
        // Nothing to report in SARIF, a passing case in JUnit.
        let sarif = String(decoding: try run.sarifJSON(), as: UTF8.self)
        #expect(!sarif.contains("xcuitest-query-already-identifier\""))
        #expect(!sarif.contains("\"startLine\" : 5"))
        #expect(String(decoding: run.junit(), as: UTF8.self).contains("failures=\"1\""))
    }

    // MARK: - Recorder tokens and comments

    /// Xcode's recorder wraps what it recorded in a token whose comment
    /// lists alternatives for the query it replaced: the rewrite replaces
    /// the whole token with the identifier query (the alternatives name the
    /// old query), and keeps every byte outside the rewritten steps: the
    /// base, the trivia before the first step, comments after the last.
    @Test func recorderTokensAreReplacedAndOtherCommentsKept() throws {
        let source = """
            import XCTest
            final class RecordedTests: XCTestCase {
                func testRecorded() {
                    let app = XCUIApplication()
                    app/*@START_MENU_TOKEN@*/.staticTexts["Name"]/*[[".staticTexts[\\"Name\\"]",".staticTexts[\\"Profile.UserDetails.Label\\"]"],[[[-1,1],[-1,0]]],[0]]@END_MENU_TOKEN@*/.tap()
                    /*@START_MENU_TOKEN@*/app.buttons["Done"]/*[[".buttons[\\"Done\\"]"],[[[-1,0]]],[0]]@END_MENU_TOKEN@*/.tap()
                    app.otherElements/*@START_MENU_TOKEN@*/.buttons["Help"]/*[[".buttons[\\"Help\\"]"],[[[-1,0]]],[0]]@END_MENU_TOKEN@*/.tap()
                    app.tables // the race list
                        .cells.element(boundBy: 1).tap()
                    /* the email */ app
                        .textFields["Email"] /* keep me */ .tap()
                }
            }

            """
        let expected = """
            import XCTest
            final class RecordedTests: XCTestCase {
                func testRecorded() {
                    let app = XCUIApplication()
                    app.staticTexts["Profile.UserDetails.Label"].tap()
                    app.buttons["Profile.doneButton"].tap()
                    app.buttons["Profile.helpButton"].tap()
                    app.cells["RaceHeaderCell_1"].tap()
                    /* the email */ app
                        .textFields["Profile.emailField"] /* keep me */ .tap()
                }
            }

            """
        let converter = try Self.converter()
        let file = try Self.convert(source, with: converter)
        #expect(file.locators.map(\.outcome) == Array(repeating: .converted, count: 5), "\(file.locators.map(\.reason))")
        let converted = String(decoding: file.converted, as: UTF8.self)
        #expect(converted == expected, "\(UnifiedDiff.make(old: Array(expected.utf8), new: file.converted, path: "Tests.swift"))")
        // Reports show the whole rewritten query, from its base.
        #expect(file.locators[0].replacementText == #"app.staticTexts["Profile.UserDetails.Label"]"#)
        #expect(file.locators[4].replacementText == #"app.textFields["Profile.emailField"]"#)
        // A second run changes nothing: every query already is an identifier query.
        let again = try Self.convert(converted, with: converter)
        #expect(!again.isChanged)
        #expect(again.locators.allSatisfy { $0.outcome == .alreadyIdentifier })
    }

    // MARK: - Anchored on an ancestor's identifier

    static let rows = """
        Attributes: Application, 0x600000c80000, pid: 4120, label: 'Races'
        Element subtree:
         →Application, 0x600000c80000, pid: 4120, label: 'Races'
            Window (Main), 0x600000c80100, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x600000c80200, {{0.0, 0.0}, {390.0, 300.0}}, identifier: 'RaceTable'
                Cell, 0x600000c80300, {{0.0, 0.0}, {390.0, 44.0}}, identifier: 'Row.1'
                  StaticText, 0x600000c80400, {{20.0, 10.0}, {100.0, 20.0}}, identifier: 'Title', label: 'Monaco'
                  StaticText, 0x600000c80500, {{200.0, 10.0}, {100.0, 20.0}}, label: '3 laps'
                Cell, 0x600000c80600, {{0.0, 44.0}, {390.0, 44.0}}, identifier: 'Row.2'
                  StaticText, 0x600000c80700, {{20.0, 54.0}, {100.0, 20.0}}, identifier: 'Title', label: 'Silverstone'
                  Button, 0x600000c80800, {{300.0, 54.0}, {60.0, 20.0}}, label: 'Delete'

        """

    static let rowQueries = """
        import XCTest
        final class RowTests: XCTestCase {
            func testRows() {
                let app = XCUIApplication()
                app.buttons["Delete"].tap()
                app.staticTexts["Silverstone"].tap()
                app.staticTexts["3 laps"].tap()
            }
        }

        """

    /// With identifiers only (the default targets), as for the other
    /// languages: an element without an identifier is `label-only` and an
    /// identifier request; one whose identifier is shared is `not-equivalent`.
    @Test func withoutStructuralTargetsNoQueryIsAnchored() throws {
        let file = try Self.convert(Self.rowQueries, with: Self.converter(dump: Self.rows))
        #expect(file.locators.map(\.outcome) == [.labelOnly, .notEquivalent, .labelOnly])
        #expect(!file.isChanged)
    }

    /// With a target beyond identifiers (`--targets accessibility-id,class-chain`),
    /// as an XPath then becomes a class chain anchored on identifiers: the
    /// query below the nearest identified ancestor that resolves, with
    /// XCTest's semantics, to the same single element on every page source;
    /// built on identifiers and types, never on a label or a position.
    @Test func structuralTargetsAnchorOnAnIdentifiedAncestor() throws {
        let converter = try Self.converter(targets: [.accessibilityID, .classChain], dump: Self.rows)
        let file = try Self.convert(Self.rowQueries, with: converter)
        #expect(file.locators.map(\.outcome) == [.converted, .converted, .labelOnly], "\(file.locators.map(\.reason))")
        #expect(file.locators[0].replacementText == #"app.cells["Row.2"].buttons.element"#)
        #expect(file.locators[0].proof == .sameUniqueElement)
        #expect(file.locators[1].replacementText == #"app.cells["Row.2"].staticTexts["Title"]"#)
        // Row.1 has two static texts, and the one asked for has no identifier.
        #expect(file.locators[2].reason.contains("no accessibility identifier"))
        let again = try Self.convert(String(decoding: file.converted, as: UTF8.self), with: converter)
        #expect(!again.isChanged)
    }
}
