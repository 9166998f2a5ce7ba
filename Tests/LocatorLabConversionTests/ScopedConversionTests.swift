import Foundation
import LocatorLabConversion
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// Suites of several files per language (`Tests/Fixtures/convert/<language>/scopes/`)
/// written the way real suites are: locals of the same name in many
/// methods, a helper whose parameter is called `xpath`, a project function
/// (in another file) that builds an XPath from its arguments, called with
/// literals and with a test's parameter, and each language's import and
/// declaration forms (Python `from pkg import module as alias`, Ruby
/// `Module::X`, Robot's spellings of one variable and `Set Suite Variable`,
/// Java's `@FindBy(using = …, how = How.XPATH)`). Converted on disk through
/// ``ConversionRunner``, compared byte for byte, converted again to prove
/// nothing changes, and compiled or parsed where a tool is installed.
@Suite("convert: lexical scopes, project helpers and import forms")
struct ScopedConversionTests {
    typealias Project = ProjectConversionTests.Project

    static let suites: [Project] = [
        Project(language: .java, suite: "scopes"), Project(language: .kotlin, suite: "scopes"),
        Project(language: .csharp, suite: "scopes"), Project(language: .python, suite: "scopes"),
        Project(language: .javascript, suite: "scopes"), Project(language: .typescript, suite: "scopes"),
        Project(language: .ruby, suite: "scopes"), Project(language: .robot, suite: "scopes"),
    ]

    @Test(arguments: suites)
    func writesTheExpectedFilesAndOutcomes(_ suite: Project) throws {
        _ = try ProjectConversionTests.convertAndCompare(suite)
    }

    /// What each suite is there to show, checked apart from the listing so a
    /// re-recorded golden cannot hide its loss.
    @Test(arguments: suites)
    func localsParametersAndHelpersResolveInTheirScopes(_ suite: Project) throws {
        let copy = try ProjectConversionTests.copyOfBefore(suite)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let run = try ProjectConversionTests.run(suite, in: copy, write: false)
        let locators = run.locators
        // Same-named locals of different functions are different variables,
        // and a reassigned one is counted in its own function or block.
        #expect(
            locators.filter { $0.outcome == .converted && $0.locator.constant?.name.contains("xpath") == true }.count >= 2)
        let reassigned = locators.filter { $0.reason.contains("assigned 2 times") }
        #expect(reassigned.count == 1)
        #expect(reassigned.allSatisfy { $0.reason.contains("times in function") || $0.reason.contains("times in the") })
        // A project function called with literals gives a proven XPath, the
        // rewrite at the call.
        #expect(locators.contains { $0.outcome == .converted && $0.locator.valueSource == .helper })
        // With a test's parameter it stays dynamic, naming the parameter.
        #expect(locators.contains { $0.outcome == .dynamic && $0.reason.contains("from its argument") })
        #expect(locators.contains { $0.outcome == .dynamic && $0.reason.contains("a parameter of") })
    }

    @Test(arguments: suites)
    func convertingAgainChangesNothing(_ suite: Project) throws {
        try ProjectConversionTests.expectSecondRunChangesNothing(suite)
    }

    @Test(.enabled(if: ExternalTool.javac != nil, "javac is not on PATH"))
    func convertedJavaCompiles() throws {
        let stubs = TestFixtures.url("convert/java-stubs")
        let enumerator = FileManager.default.enumerator(at: stubs, includingPropertiesForKeys: nil)
        let stubFiles = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "java" }.map(\.path)
        for state in ["before", "after"] {
            let folder = TestFixtures.url("convert/java/scopes/\(state)")
            let sources = stubFiles + ProjectConversionTests.files(under: folder).map { folder.appendingPathComponent($0).path }
            let output = try ExternalTool.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: output) }
            let result = try ExternalTool.run(ExternalTool.javac!, ["-d", "classes"] + sources, in: output)
            #expect(result.status == 0, "\(state): \(result.output)")
        }
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not on PATH"))
    func convertedPythonCompiles() throws {
        let after = TestFixtures.url("convert/python/scopes/after")
        let files = ProjectConversionTests.files(under: after).map { after.appendingPathComponent($0).path }
        let script =
            "import sys\nfor path in sys.argv[1:]:\n    compile(open(path, encoding='utf-8').read(), path, 'exec')\n"
        let result = try ExternalTool.run(ExternalTool.python3!, ["-c", script] + files, in: after)
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count >= 2)
    }

    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH"))
    func convertedJavaScriptParses() throws {
        let after = TestFixtures.url("convert/javascript/scopes/after")
        for name in ProjectConversionTests.files(under: after) {
            let result = try ExternalTool.run(
                ExternalTool.node!, ["--check", after.appendingPathComponent(name).path],
                in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }
}
