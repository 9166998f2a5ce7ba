import Foundation
import LocatorLabTestSupport
import Testing

/// The three forms of error the README promises, each checked on the real
/// command: an input file's, a locator's and a usage error.
@Suite("errors take the README's forms")
struct ErrorFormatTests {
    static let health = TestFixtures.sample("ios-health-summary.xml").path

    @Test("a problem in an input file is file:line:column: error: message")
    func inputFileError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-errors-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.xml")
        try Data("<hierarchy>\n  <node>\n</hierarchy>\n".utf8).write(to: file)
        let run = try CommandRunner.run(["query", file.path, "//*"])
        #expect(run.status == 65)
        let line = try #require(run.standardError.split(separator: "\n").first.map(String.init))
        #expect(line.wholeMatch(of: /.*broken\.xml:\d+:\d+: error: .+/) != nil, "\(line)")
        #expect(!run.standardError.contains("Fatal error"))
    }

    @Test("a locator that cannot be evaluated says where, with a caret")
    func locatorError() throws {
        let run = try CommandRunner.run(["query", Self.health, "//a["])
        #expect(run.status == 65)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "error: invalid XPath '//a[' at offset 4: invalid expression")
        #expect(lines.dropFirst().contains { $0.hasSuffix("^") })
    }

    @Test("a usage error is the parser's Error: line, the usage and where to find help")
    func usageError() throws {
        let run = try CommandRunner.run(["compare", Self.health, "--locator", "//a", "--min-time", "0"])
        #expect(run.status == 64)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(run.standardError)")
        #expect(lines.contains { $0.hasPrefix("Usage: locatorlab compare") })
        #expect(lines.contains { $0.contains("See 'locatorlab compare --help' for more information.") })
    }
}
