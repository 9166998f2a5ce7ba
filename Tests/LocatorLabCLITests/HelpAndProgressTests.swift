import Dispatch
import Foundation
import LocatorLabComparison
import LocatorLabTestSupport
import Testing

@testable import LocatorLabCommandLine

/// Help texts and the progress line, as a user sees them.
@Suite("help texts and the progress line")
struct HelpAndProgressTests {
    @Test func helpForAnUnknownCommandIsAUsageError() throws {
        let run = try CommandRunner.run(["help", "bogus"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("unknown command 'bogus'"))
        #expect(try CommandRunner.run(["help", "query"]).status == 0)
    }

    @Test func helpTextsSayEachThingOnceAndCompletely() throws {
        let convert = try CommandRunner.run(["convert", "--help"]).output.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(convert.contains("csharp or robot."))
        let compare = try CommandRunner.run(["compare", "--help"]).output
        #expect(!compare.contains("(default 10)"))
        #expect(compare.contains("(default: 10.0)"))
        let inspect = try CommandRunner.run(["inspect", "--help"]).output
        #expect(!inspect.contains("the     "), "\(inspect)")
    }

    @Test(arguments: [("1k", 1_000), ("2.5k", 2_500), ("250", 250)])
    func generateTakesTheSizesBenchTakes(text: String, elements: Int) throws {
        let run = try CommandRunner.run(["generate", "--elements", text])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "<XCUIElementType").count - 1 == elements)
    }

    @Test func generateRefusesANonCount() throws {
        let run = try CommandRunner.run(["generate", "--elements", "lots"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--elements must be between 1 and 10000000"))
    }

    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var text: String { lock.withLock { parts.joined() } }
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": "xterm", "NO_COLOR": "1"]])
    func plainTerminalsGetNoEscapesAndEachSecondOnce(environment: [String: String]) {
        let written = Written()
        let line = ProgressLine(enabled: true, environment: environment, write: { written.append($0) })
        line.update("analysing " + ProgressLine.counted(1, "locator"))
        let later = DispatchTime.now() + .milliseconds(1_500)
        line.tick(now: later)
        line.tick(now: later)
        line.finish()
        #expect(!written.text.contains("\u{1B}"))
        #expect(written.text.contains("analysing 1 locator (1 s)"))
        #expect(written.text.components(separatedBy: "(1 s)").count == 2)
    }

    /// compare's line names the next page source, then "timing", which a
    /// run with `--no-timing` never shows.
    @Test func compareShowsATimingPhaseOnlyWhenItTimes() {
        let last = CompareProgress(completed: 4, total: 4, pageSource: "b.xml", locator: "//x")
        #expect(CompareCommand.progressText(last, timing: true) == "timing")
        #expect(CompareCommand.progressText(last, timing: false) == nil)
        let next = CompareProgress(completed: 1, total: 4, pageSource: "a.xml", locator: "//x")
        #expect(CompareCommand.progressText(next, timing: false) == "[2/4] a.xml")
    }

    @Test func aTerminalLineIsErasedWithTheEscape() {
        let written = Written()
        let line = ProgressLine(enabled: true, environment: ["TERM": "xterm"], write: { written.append($0) })
        line.update("reading")
        line.finish()
        #expect(written.text == "\r\u{1B}[2Kreading\r\u{1B}[2K")
        #expect(ProgressLine.counted(2, "page source") == "2 page sources")
    }
}
