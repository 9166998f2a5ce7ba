import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// Suites of several files per language (`Tests/Fixtures/convert/<language>/project/`):
/// constants declared in another file and used through a qualifier or an
/// import, locals, page objects, a project helper, a constant also logged
/// (shared-constant), generated and state-carrying identifiers, and values
/// built at run time. Each is converted on disk as a user would, through
/// ``ConversionRunner``.
@Suite("convert: multi-file projects per language")
struct ProjectConversionTests {
    struct Project: CustomTestStringConvertible, Sendable {
        var language: SourceLanguage
        var helpers: [XPathHelper] = []
        /// The folder under the language's: `project`, or `scopes`
        /// (``ScopedConversionTests``).
        var suite = "project"
        var testDescription: String { "\(language.rawValue)/\(suite)" }
        var folder: String { "convert/\(language.rawValue)/\(suite)" }
    }

    static let projects: [Project] = [
        Project(language: .python, helpers: [XPathHelper(name: "xpath_click", replacement: "accessibility_click")]),
        Project(language: .java), Project(language: .kotlin), Project(language: .javascript),
        Project(language: .csharp), Project(language: .ruby), Project(language: .robot),
    ]

    static func resolver() throws -> AccessibilityIDResolver {
        let pageSources = try ["ios-checkout.xml", "android-checkout.xml"].map { name in
            Screen(
                name: name,
                tree: try PageSourceReader.read(TestFixtures.bytes("convert/project-pagesources/\(name)"), file: name))
        }
        return AccessibilityIDResolver(pageSources: pageSources)
    }

    /// The relative paths of the files under `folder`, sorted.
    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        return (enumerator?.allObjects as? [URL] ?? []).compactMap { url in
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
                return nil
            }
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
        }.sorted()
    }

    /// A copy of the project's `before` folder in a fresh temporary folder.
    static func copyOfBefore(_ project: Project) throws -> URL {
        let folder = try ExternalTool.temporaryDirectory()
        let copy = folder.appendingPathComponent("project")
        try FileManager.default.copyItem(at: TestFixtures.url("\(project.folder)/before"), to: copy)
        return copy
    }

    static func run(_ project: Project, in folder: URL, write: Bool) throws -> ConversionRun {
        ConversionRunner(writesChanges: write, helpers: project.helpers).run(paths: [folder.path], resolver: try resolver())
    }

    /// One line per locator, paths relative to the project.
    static func listing(_ run: ConversionRun, root: URL) -> String {
        let prefix = root.path + "/"
        return run.files.filter { !$0.locators.isEmpty }.map { file in
            let name = file.file.hasPrefix(prefix) ? String(file.file.dropFirst(prefix.count)) : file.file
            let lines = ConversionFixtures.outcomeListing(file).replacingOccurrences(of: prefix, with: "")
            return "== \(name)\n" + lines
        }.joined()
            + "valueSources: "
            + LocatorValueSource.allCases.map { "\($0.rawValue) \(run.valueSources[$0, default: 0])" }.joined(separator: ", ")
            + "\n"
    }

    @Test(arguments: projects)
    func writesTheExpectedFilesAndOutcomes(_ project: Project) throws {
        guard let run = try Self.convertAndCompare(project) else { return }
        #expect(run.changedFiles.count >= 2, "a constant's declaration and its use are in different files")
        #expect(run.locators.contains { $0.outcome == .sharedConstant })
        #expect(run.locators.contains { $0.outcome == .unstableIdentifier })
        #expect(run.locators.contains { $0.locator.constant != nil && $0.locator.constant?.file != $0.locator.file })
    }

    /// Converts a copy of the project's `before` folder on disk and compares
    /// every file with `after` and the listing with `outcomes.txt` (or
    /// records them under `RECORD_GOLDENS=1`). The run, or `nil` when
    /// recorded.
    static func convertAndCompare(_ project: Project) throws -> ConversionRun? {
        let copy = try Self.copyOfBefore(project)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let run = try Self.run(project, in: copy, write: true)
        #expect(run.problems.isEmpty, "\(run.problems)")

        let listing = Self.listing(run, root: copy)
        var recorded = try TestFixtures.recordIfRequested(Array(listing.utf8), to: "\(project.folder)/outcomes.txt")
        for name in Self.files(under: copy) {
            let actual = try TestFixtures.bytes(relative: copy.appendingPathComponent(name))
            if try TestFixtures.recordIfRequested(actual, to: "\(project.folder)/after/\(name)") {
                recorded = true
                continue
            }
            let expected = try TestFixtures.bytes("\(project.folder)/after/\(name)")
            #expect(
                actual == expected,
                "\(name) differs (expected → actual):\n\(UnifiedDiff.make(old: expected, new: actual, path: name))")
        }
        if recorded {
            Issue.record("recorded \(project.folder)")
            return nil
        }
        let expected = try TestFixtures.text("\(project.folder)/outcomes.txt")
        #expect(
            listing == expected,
            "\(UnifiedDiff.make(old: Array(expected.utf8), new: Array(listing.utf8), path: "outcomes.txt"))")
        return run
    }

    @Test(arguments: projects)
    func convertingAgainChangesNothing(_ project: Project) throws {
        try Self.expectSecondRunChangesNothing(project)
    }

    /// Converts a copy twice with `--write`: the second run finds nothing
    /// left to convert and changes no file.
    static func expectSecondRunChangesNothing(_ project: Project) throws {
        let copy = try Self.copyOfBefore(project)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        _ = try Self.run(project, in: copy, write: true)
        let again = try Self.run(project, in: copy, write: true)
        #expect(again.changedFiles.isEmpty)
        #expect(!again.locators.contains { $0.outcome == .converted })
    }

    @Test(.enabled(if: ExternalTool.find("git") != nil, "git is not on PATH"), arguments: projects)
    func theDryRunDiffAppliesWithGitApply(_ project: Project) throws {
        let copy = try Self.copyOfBefore(project)
        let root = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.run(project, in: copy, write: false)
        // Labelled relative to the folder `git apply` runs in, as when the
        // user runs convert from there.
        let prefix = root.path + "/"
        let diff = run.changedFiles.map { $0.unifiedDiff(path: String($0.file.dropFirst(prefix.count))) }.joined()
        #expect(!diff.isEmpty)
        try Data(diff.utf8).write(to: root.appendingPathComponent("change.diff"))
        let applied = try ExternalTool.run(ExternalTool.find("git")!, ["apply", "change.diff"], in: root)
        #expect(applied.status == 0, "\(applied.output)")
        for name in Self.files(under: copy) {
            let actual = try TestFixtures.bytes(relative: copy.appendingPathComponent(name))
            #expect(actual == (try TestFixtures.bytes("\(project.folder)/after/\(name)")), "\(name)")
        }
    }

    /// A SARIF fix through a constant edits the declaring file too, or
    /// applying it would pass an XPath to an accessibility-id locator.
    @Test func theSARIFFixOfAConstantIncludesItsDeclaration() throws {
        let project = Self.projects.first { $0.language == .java }!
        let copy = try Self.copyOfBefore(project)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let run = try Self.run(project, in: copy, write: false)
        let log = run.sarif()
        let pay = try #require(
            log.runs.first?.results.first { $0.message.text.contains("checkout.pay") && !($0.fixes ?? []).isEmpty })
        let changes = try #require(pay.fixes?.first?.artifactChanges)
        let files = changes.map { $0.artifactLocation.uri.split(separator: "/").last.map(String.init) ?? "" }
        #expect(files.contains("CheckoutTest.java"))
        #expect(files.contains("Locators.java"))
        let declaration = try #require(changes.first { $0.artifactLocation.uri.hasSuffix("Locators.java") })
        #expect(declaration.replacements.first?.insertedContent?.text == "\"checkout.pay\"")
    }

    @Test func aWriteGroupIsWrittenAllOrNone() throws {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let use = folder.appendingPathComponent("CheckoutTest.java").path
        let declaration = folder.appendingPathComponent("Locators.java").path
        try Data("use".utf8).write(to: URL(fileURLWithPath: use))
        try Data("declaration, edited since it was read".utf8).write(to: URL(fileURLWithPath: declaration))
        #expect(throws: ConversionError.changedSinceRead(file: declaration)) {
            try TestSourceWriter.replaceAll([
                (use, Array("new use".utf8), Array("use".utf8)),
                (declaration, Array("new declaration".utf8), Array("declaration".utf8)),
            ])
        }
        #expect(try String(contentsOfFile: use, encoding: .utf8) == "use", "the use was written without its declaration")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).count == 2, "no temporary file is left")
    }

    @Test(.enabled(if: ExternalTool.javac != nil, "javac is not on PATH"))
    func convertedJavaCompiles() throws {
        let stubs = TestFixtures.url("convert/java-stubs")
        let enumerator = FileManager.default.enumerator(at: stubs, includingPropertiesForKeys: nil)
        let stubFiles = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "java" }.map(\.path)
        let after = TestFixtures.url("convert/java/project/after")
        let sources = stubFiles + Self.files(under: after).map { after.appendingPathComponent($0).path }
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `Settings.BACK` comes from outside the scanned files (it stays dynamic).
        let settings = folder.appendingPathComponent("Settings.java")
        try Data("package checkout;\nclass Settings { static String BACK = \"\"; }\n".utf8).write(to: settings)
        let result = try ExternalTool.run(
            ExternalTool.javac!, ["-d", "classes", settings.path] + sources, in: folder)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not on PATH"))
    func convertedPythonParses() throws {
        let after = TestFixtures.url("convert/python/project/after")
        let files = Self.files(under: after).map { after.appendingPathComponent($0).path }
        let script = "import ast, sys\nfor path in sys.argv[1:]:\n    ast.parse(open(path, encoding='utf-8').read(), path)\n"
        let result = try ExternalTool.run(
            ExternalTool.python3!, ["-c", script] + files, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.output)")
    }

    /// `ruby -c`, where Ruby is installed (`apt-get install ruby`).
    @Test(.enabled(if: ExternalTool.find("ruby") != nil, "ruby is not on PATH"))
    func convertedRubyParses() throws {
        let after = TestFixtures.url("convert/ruby/project/after")
        for name in Self.files(under: after) {
            let result = try ExternalTool.run(
                ExternalTool.find("ruby")!, ["-c", after.appendingPathComponent(name).path],
                in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }

    /// Robot Framework's own parser: no syntax error, and every converted
    /// locator is a cell of its own. With the clients' environment
    /// (scripts/python-clients.sh, which CI makes), also `robot --dryrun`
    /// on the converted suite: every keyword resolves in AppiumLibrary and
    /// gets the arguments it takes.
    @Test(.enabled(if: ProjectConversionTests.robotPython != nil, "no .build/python-clients and no robot module in python3"))
    func convertedRobotParses() throws {
        let after = TestFixtures.url("convert/robot/project/after")
        let files = Self.files(under: after).map { after.appendingPathComponent($0).path }
        let script = """
            import sys
            from robot.api import get_model, get_resource_model
            from robot.api.parsing import ModelVisitor
            class Errors(ModelVisitor):
                def __init__(self):
                    self.found = []
                def visit_Error(self, node):
                    self.found.append(node.error)
                def generic_visit(self, node):
                    for error in getattr(node, 'errors', ()) or ():
                        self.found.append(error)
                    super().generic_visit(node)
            for path in sys.argv[1:]:
                model = (get_resource_model if path.endswith('.resource') else get_model)(path)
                visitor = Errors()
                visitor.visit(model)
                if visitor.found: sys.exit(f'{path}: {visitor.found}')
            """
        let python = try #require(Self.robotPython)
        let result = try ExternalTool.run(python, ["-c", script] + files, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.output)")
        #expect(files.count == 2)
        guard python == PythonClients.python else { return }
        let suite = after.appendingPathComponent("checkout.robot").path
        let dryRun = try ExternalTool.run(
            python, ["-m", "robot", "--dryrun", "--output", "NONE", "--report", "NONE", "--log", "NONE", suite],
            in: FileManager.default.temporaryDirectory)
        #expect(dryRun.status == 0, "\(dryRun.output)")
        #expect(dryRun.output.contains("4 tests, 4 passed, 0 failed"), "\(dryRun.output)")
    }

    /// A Python with Robot Framework: the clients' environment (which has
    /// AppiumLibrary too), else python3 when it has the robot module.
    static let robotPython: URL? = {
        if let python = PythonClients.python { return python }
        guard let python = ExternalTool.python3 else { return nil }
        let check = try? ExternalTool.run(python, ["-c", "import robot"], in: FileManager.default.temporaryDirectory)
        return check?.status == 0 ? python : nil
    }()

    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH"))
    func convertedJavaScriptParses() throws {
        let after = TestFixtures.url("convert/javascript/project/after")
        for name in Self.files(under: after) {
            let result = try ExternalTool.run(
                ExternalTool.node!, ["--check", after.appendingPathComponent(name).path],
                in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }
}

extension TestFixtures {
    /// The bytes of a file outside the fixtures.
    static func bytes(relative url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }
}
