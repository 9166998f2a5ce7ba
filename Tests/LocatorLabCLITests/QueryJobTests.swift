import ArgumentParser
import LocatorLabTestSupport
import Testing

@testable import LocatorLabCommandLine

/// `query A B` runs without the argument parser (start-up, issue 8): the
/// job must be the one the parser would build, and every other command
/// line must go to the parser.
@Suite("query without the argument parser")
struct QueryJobTests {
    @Test(arguments: [
        ["query", "samples/ios-health-summary.xml", "//XCUIElementTypeButton"],
        ["query", "page.xml", "/AppiumAUT/XCUIElementTypeApplication"],
        ["query", "my page.xml", "(//*[@name='a b'])[2]"],
        ["query", "help", "version"],
        ["query", "page.xml", "name == 'x'"],
        ["query", "./-page.xml", "//*[@label='-1']"],
    ])
    func theParserBuildsTheSameJob(_ arguments: [String]) throws {
        let fast = try #require(QueryJob(plainArguments: arguments))
        let parsed = try #require(try LocatorLabCommand.parseAsRoot(arguments) as? QueryCommand)
        #expect(fast == parsed.job)
    }

    @Test(arguments: [
        [], ["query"], ["query", "page.xml"], ["query", "a", "b", "c"],
        ["query", "-", "//a"], ["query", "page.xml", "-1"], ["query", "--format", "json"],
        ["query", "page.xml", "--strategy"], ["query", "", "//a"], ["query", "-h", "x"],
        ["compare", "page.xml", "//a"], ["help", "query", "x"], ["--version", "a", "b"],
    ])
    func anythingElseGoesToTheParser(_ arguments: [String]) {
        #expect(QueryJob(plainArguments: arguments) == nil)
    }

    /// Through the executable: the same bytes and status with and without an
    /// option spelled out at its default (which sends it to the parser).
    @Test(arguments: ["//XCUIElementTypeButton[@name='Review']", "//*[", "//NoSuchType"])
    func outputMatchesTheParsedCommand(_ xpath: String) throws {
        let fast = try CommandRunner.run(["query", "samples/ios-health-summary.xml", xpath])
        let parsed = try CommandRunner.run(["query", "samples/ios-health-summary.xml", xpath, "--format", "text"])
        #expect(fast.status == parsed.status)
        #expect(fast.standardOutput == parsed.standardOutput)
        #expect(fast.standardError == parsed.standardError)
        let missing = try CommandRunner.run(["query", "no-such-file.xml", xpath])
        let missingParsed = try CommandRunner.run(["query", "no-such-file.xml", xpath, "--strategy", "xpath"])
        #expect(missing.status == 66)
        #expect(missing.status == missingParsed.status && missing.standardError == missingParsed.standardError)
    }
}
