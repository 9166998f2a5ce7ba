import Foundation
import LocatorLabTestSupport
import Testing

/// Every regular expression a locator can carry is bounded by
/// `--xpath-timeout`, in the binary a user runs: XPath's `matches`,
/// `replace` and `tokenize`, a predicate's `MATCHES` (also inside a class
/// chain) and UiSelector's `…Matches`. A stopped evaluation exits 65 and
/// names the limit; it is never "no matches". Run these with
/// `swift test -c release` too: a release build once had two copies of the
/// budget's thread-local, and the regular expressions never saw theirs.
///
/// Timing is only checked loosely (under ten times the limit): each
/// pattern would otherwise run for minutes.
@Suite("regular expressions within --xpath-timeout, end to end")
struct RegularExpressionBoundsTests {
    /// A generated page source of `elements` elements, removed afterwards.
    private func withPage<T>(
        elements: Int, platform: String = "ios", _ body: (String) throws -> T
    ) throws -> T {
        let generated = try CommandRunner.run(["generate", "--elements", "\(elements)", "--platform", platform])
        try #require(generated.status == 0)
        let page = FileManager.default.temporaryDirectory
            .appendingPathComponent("locatorlab-regex-\(UUID().uuidString).xml")
        try Data(generated.standardOutput).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        return try body(page.path)
    }

    /// Runs `query` with a one-second limit and returns the outcome and
    /// the seconds it took.
    private func timedQuery(_ page: String, _ locator: String, strategy: String) throws -> (CommandRunner.Outcome, Double) {
        let start = Date()
        let run = try CommandRunner.run(["query", page, locator, "--strategy", strategy, "--xpath-timeout", "1"])
        return (run, Date().timeIntervalSince(start))
    }

    static let catastrophic: [(strategy: String, platform: String, locator: String)] = [
        ("xpath", "ios", "//*[matches('\(String(repeating: "a", count: 30))b', '^(a+)+$')]"),
        ("xpath", "ios", "//*[replace('\(String(repeating: "a", count: 30))b', '^(a+)+$', 'x') = 'x']"),
        ("xpath", "ios", "//*[tokenize('\(String(repeating: "a", count: 30))b', '^(a+)+$') = 'x']"),
        ("predicate", "ios", "type MATCHES '(.|.|.)*!'"),
        ("class-chain", "ios", "**/XCUIElementTypeAny[`type MATCHES '(.|.|.)*!'`]"),
        ("uiautomator", "android", #"new UiSelector().classNameMatches("(.|.|.)*!")"#),
        ("uiautomator", "android", #"new UiSelector().textMatches("(.|.|.)*!")"#),
    ]

    @Test(arguments: 0..<catastrophic.count)
    func aCatastrophicPatternStopsAtTheTimeLimit(_ index: Int) throws {
        let (strategy, platform, locator) = Self.catastrophic[index]
        try withPage(elements: 30, platform: platform) { page in
            let (run, seconds) = try timedQuery(page, locator, strategy: strategy)
            #expect(run.status == 65, "\(strategy) \(locator): \(run.output)")
            #expect(run.standardError.contains("was stopped after 1 s, the time limit for one evaluation"))
            #expect(run.standardError.contains("--xpath-timeout"))
            #expect(!run.output.contains("no matches"))
            #expect(seconds < 10, "\(strategy) \(locator) took \(seconds) s with a limit of 1 s")
        }
    }

    /// `replace()` nested with a template that multiplies the string: the
    /// time or the memory limit stops it, whichever comes first.
    @Test func nestedReplaceIsStopped() throws {
        var growing = "string(//*[1]/@type)"
        for _ in 0..<8 { growing = "replace(\(growing), '.', '$0$0$0$0$0$0$0$0')" }
        try withPage(elements: 30) { page in
            let (run, seconds) = try timedQuery(page, "//*[string-length(\(growing)) = 1]", strategy: "xpath")
            #expect(run.status == 65)
            #expect(run.standardError.contains("was stopped after"))
            #expect(seconds < 10, "took \(seconds) s with a limit of 1 s")
        }
    }

    /// WebDriverAgent fails the lookup for a pattern NSRegularExpression
    /// does not compile and for flags outside `imsx` (`FBXPathExtensions.m`).
    @Test(arguments: [
        ("//*[matches(@name,'(')]", 18, "matches() refused it: invalid regular expression '('"),
        ("//*[string-length(tokenize(@name,'(')) > 0]", 33, "tokenize() refused it: invalid regular expression '('"),
        ("//*[replace(@name,'[','x') = 'x']", 18, "replace() refused it: invalid regular expression '['"),
        ("//*[matches(@name,'a','z')]", 22, "matches() refused it: invalid regular expression flag 'z'"),
    ])
    func aRefusedPatternOrFlagIsAnErrorWithItsOffset(_ locator: String, _ offset: Int, _ message: String) throws {
        try withPage(elements: 30) { page in
            let run = try CommandRunner.run(["query", page, locator])
            #expect(run.status == 65)
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(run.standardError.contains("failed at offset \(offset)"), "\(run.standardError)")
            let caret = run.standardError.split(separator: "\n").last.map(String.init)
            #expect(caret == "  " + String(repeating: " ", count: offset) + "^")
        }
    }
}
