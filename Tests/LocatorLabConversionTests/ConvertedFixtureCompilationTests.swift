import Foundation
import LocatorLabConversion
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// The converted fixtures are code a team would commit: each is compiled or
/// parsed by its language's own tool where one is installed. Java compiles
/// against stubs of exactly the java-client and Selenium signatures it calls
/// (`Tests/Fixtures/convert/java-stubs`), so a wrong factory method or
/// annotation key fails here. TypeScript, Kotlin, Ruby and C# have no tool
/// on this machine; their fixtures are checked byte for byte only.
@Suite("convert: converted fixtures compile or parse")
struct ConvertedFixtureCompilationTests {
    static func afterFiles(_ language: SourceLanguage) throws -> [URL] {
        let folder = TestFixtures.url("convert/\(language.rawValue)/after")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: ExternalTool.javac != nil, "javac is not on PATH"))
    func javaCompilesAgainstTheClientSignatures() throws {
        let stubs = TestFixtures.url("convert/java-stubs")
        let enumerator = FileManager.default.enumerator(at: stubs, includingPropertiesForKeys: nil)
        let stubFiles = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "java" }.map(\.path)
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = stubFiles + (try Self.afterFiles(.java)).map(\.path)
        let result = try ExternalTool.run(ExternalTool.javac!, ["-d", "classes"] + sources, in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(sources.contains { $0.hasSuffix("NativeTargetsTest.java") })
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not on PATH"))
    func pythonParses() throws {
        let files = try Self.afterFiles(.python).map(\.path)
        let script = "import ast, sys\nfor path in sys.argv[1:]:\n    ast.parse(open(path, encoding='utf-8').read(), path)\n"
        let result = try ExternalTool.run(
            ExternalTool.python3!, ["-c", script] + files, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count >= 2)
    }

    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH"))
    func javaScriptParses() throws {
        for file in try Self.afterFiles(.javascript) {
            let result = try ExternalTool.run(ExternalTool.node!, ["--check", file.path], in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(file.lastPathComponent): \(result.output)")
        }
    }
}
