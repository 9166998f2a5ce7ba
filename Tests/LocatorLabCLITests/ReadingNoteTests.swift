import Foundation
import LocatorLabTestSupport
import Testing

/// A raw line break inside an attribute value is read as the device's
/// newline (not XML's space), and every command that reads the page source
/// says so once, where it first happened (issue 21, item 3b).
@Suite("Reading notes on stderr, end to end")
struct ReadingNoteTests {
    static let rawBreaks = "Tests/Fixtures/xml/ios-raw-line-breaks.xml"
    static let note = "\(rawBreaks):4: note: line breaks inside attribute values were read as the device's newlines"

    static let commands: [[String]] = [
        ["query", rawBreaks, "//XCUIElementTypeStaticText"],
        ["query", rawBreaks, "Plans", "--strategy", "accessibility-id", "--format", "json"],
        ["compare", rawBreaks, "--locator", "//*[@name='Plans']", "--min-time", "0.05", "--seeds", "1"],
        ["inspect", rawBreaks, "-o", "/dev/null"],
    ]

    @Test(arguments: commands) func theNoteIsShownOnceWithFileAndLine(_ arguments: [String]) throws {
        let run = try CommandRunner.run(arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n").filter { $0.contains("note: line breaks inside") }
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(lines.first?.hasPrefix(Self.note) == true, "\(run.standardError)")
    }

    /// The value keeps its newline: the name with a line break matches.
    @Test func theValueKeepsTheDevicesNewline() throws {
        let run = try CommandRunner.run(["query", Self.rawBreaks, "Groceries\nmilk, eggs", "--strategy", "accessibility-id"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("1 match"))
    }

    /// A page source escaped as WebDriverAgent writes it gets no note.
    @Test func anEscapedPageSourceHasNoNote() throws {
        let run = try CommandRunner.run(["query", "samples/ios-health-summary.xml", "//XCUIElementTypeButton"])
        #expect(run.status == 0)
        #expect(!run.standardError.contains("note:"))
    }
}
