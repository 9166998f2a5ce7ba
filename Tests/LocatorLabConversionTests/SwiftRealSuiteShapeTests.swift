import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// Shapes met in real XCUITest suites (swift-man/XCUITest_study,
/// grandbig/ios-accessibility-agent-benchmark), written anew as small
/// synthetic sources: a page-object `String` enum whose `switch self`
/// returns `staticTexts[rawValue]`, and type-only `firstMatch` queries
/// (`app.windows.firstMatch`, `app.alerts.firstMatch`).
@Suite("convert: shapes of real Swift suites")
struct SwiftRealSuiteShapeTests {
    static let dump = """
        Attributes: Application, 0x1, pid: 7, label: 'Study'
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Study'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x4, {{20.0, 100.0}, {300.0, 30.0}}, identifier: 'welcomeMessage', label: 'Welcome'
                StaticText, 0x5, {{20.0, 140.0}, {300.0, 30.0}}, label: 'Enter your city'
                TextField, 0x6, {{20.0, 180.0}, {300.0, 40.0}}, identifier: 'city'
                TextField, 0x7, {{20.0, 230.0}, {300.0, 40.0}}, identifier: 'zip'
                Button, 0x8, {{20.0, 280.0}, {300.0, 44.0}}, identifier: 'enrollButton', label: 'Enroll'
                Button, 0x9, {{20.0, 330.0}, {300.0, 44.0}}, label: 'Play', Focused
        """

    static let source = #"""
        import XCTest

        enum Screen: String {
            case welcomeMessage
            case enterCity = "Enter your city"
            case enroll = "enrollButton"

            var element: XCUIElement {
                switch self {
                case .welcomeMessage:
                    return XCUIApplication().staticTexts[rawValue]
                case .enterCity:
                    return XCUIApplication().staticTexts[rawValue]
                case .enroll:
                    return XCUIApplication().buttons[rawValue]
                }
            }
        }

        final class StudyTests: XCTestCase {
            func testShapes() {
                let app = XCUIApplication()
                XCTAssertTrue(app.windows.firstMatch.exists)
                app.textFields.firstMatch.tap()
                app.windows.element.swipeUp()
                let hasFocus = NSPredicate(format: "hasFocus == true")
                app.buttons.element(matching: hasFocus).tap()
                app.textFields["city"].tap()
            }
        }

        """#

    static func run() throws -> ConversionRun {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("StudyTests.swift"))
        let tree = try PageSourceReader.read(Array(dump.utf8), file: "study.txt")
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: "study.txt", tree: tree)])
        return ConversionRunner().run(paths: [folder.path], resolver: resolver)
    }

    static func outcomes(_ run: ConversionRun) -> [String] {
        run.locators.map { "\($0.locator.position.line) \($0.outcome.rawValue) \($0.locator.expression ?? "-")" }
    }

    /// Each case's query is evaluated with its own raw value: two already
    /// select by identifier, `Enter your city` is a label.
    @Test func rawValueQueriesOfSwitchSelfAreEvaluatedPerCase() throws {
        let run = try Self.run()
        let outcomes = Self.outcomes(run)
        #expect(outcomes.prefix(3) == [
            #"11 already-identifier app.staticTexts["welcomeMessage"]"#,
            #"13 label-only app.staticTexts["Enter your city"]"#,
            #"15 already-identifier app.buttons["enrollButton"]"#,
        ])
        #expect(!run.locators.contains { $0.outcome == .dynamic })
    }

    /// `app.windows.firstMatch` and `app.windows.element` pick the only
    /// window by its type, as the test means: nothing to convert and no
    /// identifier to ask for. `app.textFields.firstMatch` among two text
    /// fields is the first by position: it becomes the identifier query.
    @Test func typeOnlyFirstMatchOfTheOnlyElementAsksForNothing() throws {
        let run = try Self.run()
        #expect(Self.outcomes(run).dropFirst(3).prefix(3) == [
            "23 no-replacement app.windows.firstMatch",
            #"24 converted app.textFields.firstMatch"#,
            "25 no-replacement app.windows.element",
        ])
        #expect(run.locators.first { $0.locator.position.line == 23 }?.reason.contains("selects by element type alone") == true)
        #expect(run.identifierRequests.flatMap(\.locators).map(\.place).allSatisfy { !$0.hasSuffix(":23") && !$0.hasSuffix(":25") })
        #expect(run.locators.first { $0.locator.position.line == 24 }?.replacementText == #"app.textFields["city"].firstMatch"#)
    }

    /// `element(matching: hasFocus)` with `let hasFocus = NSPredicate(…)`
    /// (lukaskukacka/demo-swiftui-tvos-buttonstyle-focusissue): read
    /// through the variable, not as `….element`, found on the `Focused`
    /// button, and left alone, since the test asks which button has the
    /// focus, which no identifier query says.
    @Test func aStateQueryThroughAPredicateVariableIsLeftAlone() throws {
        let run = try Self.run()
        let focus = try #require(run.locators.first { $0.locator.position.line == 27 })
        #expect(focus.locator.expression == #"app.buttons.element(matching: NSPredicate(format: "hasFocus == true"))"#)
        #expect(focus.outcome == .noReplacement)
        #expect(focus.reason.hasPrefix("the query selects by state (hasFocus)"))
        #expect(!run.identifierRequests.flatMap(\.locators).contains { $0.place.hasSuffix(":27") })
    }

    /// The outcome column is as wide as the run's longest outcome and a
    /// space, so `already-identifier` (18 characters) does not push its
    /// query out of line, and the reason below starts under the query
    /// (`XCUITest app.…`). It ran 3 characters past the column before.
    @Test func textReportKeepsTheOutcomeColumn() throws {
        let text = try Self.run().text()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = lines.filter { $0.contains(" XCUITest app.") }
        func column(_ row: String) -> Int { row.range(of: "XCUITest app.")!.lowerBound.utf16Offset(in: row) }
        #expect(Set(rows.map(column)).count == 1, "\(rows)")
        // The literal `app.textFields["city"]`: already the identifier query.
        let identifierRow = try #require(lines.firstIndex { $0.hasSuffix(#"XCUITest app.textFields["city"]"#) })
        #expect(lines[identifierRow].contains("already-identifier XCUITest"))
        let reason = lines[identifierRow + 1]
        #expect(reason.prefix(while: { $0 == " " }).count == column(lines[identifierRow]), "\(reason)")
    }
}
